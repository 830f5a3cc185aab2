//! A finding of a checker: a message at a place, with notes at related
//! places. Plain data, generic over how a place is named — an MLIR
//! `Location`, a byte range, an index into a table of locations — so the
//! checkers that run on plain models and the ones that run on IR share it.
//!
//! A finding may name the [`Rule`] it comes from; a [`Policy`] (what the
//! tools' `-W` flags and the checkers' pass options say) then turns it off,
//! makes a warning an error, or a remark a warning, as compilers do.

use std::collections::BTreeSet;

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
    /// Information: legal, but worth knowing (e.g. a frame held to the end).
    Remark,
}

impl Severity {
    pub fn describe(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
        }
    }
}

/// A rule of a checker: its stable kebab-case name (that of `-W<name>`), its
/// severity when no flag says otherwise, and why it has that severity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    pub name: &'static str,
    pub severity: Severity,
    pub why: &'static str,
}

/// One finding, at `at`, with notes at other places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding<At> {
    pub at: At,
    pub severity: Severity,
    pub message: String,
    pub notes: Vec<(At, String)>,
    /// The name of the rule it breaks, if it has one.
    pub rule: Option<&'static str>,
}

impl<At> Finding<At> {
    pub fn error(at: At, message: impl Into<String>) -> Self {
        Self::new(at, Severity::Error, message)
    }

    pub fn warning(at: At, message: impl Into<String>) -> Self {
        Self::new(at, Severity::Warning, message)
    }

    pub fn new(at: At, severity: Severity, message: impl Into<String>) -> Self {
        Self {
            at,
            severity,
            message: message.into(),
            notes: Vec::new(),
            rule: None,
        }
    }

    /// A finding of `rule`, with the rule's default severity.
    pub fn of(rule: &Rule, at: At, message: impl Into<String>) -> Self {
        Self::new(at, rule.severity, message).with_rule(rule.name)
    }

    /// The same finding, naming the rule it breaks.
    pub fn with_rule(mut self, rule: &'static str) -> Self {
        self.rule = Some(rule);
        self
    }

    /// Adds a note at another place.
    pub fn with_note(mut self, at: At, note: impl Into<String>) -> Self {
        self.notes.push((at, note.into()));
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The same finding with its places renamed, e.g. table indices turned
    /// into locations.
    pub fn map_at<To>(self, mut f: impl FnMut(At) -> To) -> Finding<To> {
        Finding {
            at: f(self.at),
            severity: self.severity,
            message: self.message,
            notes: self
                .notes
                .into_iter()
                .map(|(at, note)| (f(at), note))
                .collect(),
            rule: self.rule,
        }
    }
}

/// What the flags say about rules: `-W<rule>` (`enabled`: a remark becomes
/// a warning), `-Wno-<rule>` (`disabled`), `-Werror` (`werror`: every
/// warning is an error) and `-Werror=<rule>` (`errors`). Errors stay
/// errors: a program that is certainly wrong cannot be let through.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Policy {
    pub enabled: BTreeSet<String>,
    pub disabled: BTreeSet<String>,
    pub werror: bool,
    pub errors: BTreeSet<String>,
}

impl Policy {
    /// The finding as the policy has it: None when its rule is off; a
    /// warning or remark names its flag at the end of its message
    /// (`[-W<rule>]`, `[-Werror,-W<rule>]` once made an error).
    pub fn apply<At>(&self, mut finding: Finding<At>) -> Option<Finding<At>> {
        let Some(rule) = finding.rule else {
            return Some(finding);
        };
        if finding.severity == Severity::Error {
            return Some(finding);
        }
        if self.disabled.contains(rule) {
            return None;
        }
        let promoted = self.enabled.contains(rule) || self.errors.contains(rule);
        if finding.severity == Severity::Remark && promoted {
            finding.severity = Severity::Warning;
        }
        let flag = if finding.severity == Severity::Warning
            && (self.werror || self.errors.contains(rule))
        {
            finding.severity = Severity::Error;
            format!("-Werror,-W{rule}")
        } else {
            format!("-W{rule}")
        };
        finding.message = format!("{} [{flag}]", finding.message);
        Some(finding)
    }

    /// Reads a policy from the options of a checking pass:
    /// `warn=R1,R2 no-warn=R3 werror error=R4` (rules separated by commas);
    /// every rule named must be one of `known`.
    pub fn from_options(
        value: impl Fn(&str) -> Option<String>,
        known: &[&str],
    ) -> Result<Self, String> {
        let list = |key: &str| -> Result<BTreeSet<String>, String> {
            let text = value(key).unwrap_or_default();
            let names: BTreeSet<String> = text
                .split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string)
                .collect();
            match names.iter().find(|n| !known.contains(&n.as_str())) {
                Some(unknown) => Err(format!(
                    "option `{key}`: unknown rule `{unknown}`; known rules: {}",
                    known.join(", ")
                )),
                None => Ok(names),
            }
        };
        let werror = match value("werror").as_deref() {
            None | Some("false" | "0") => false,
            Some("true" | "1") => true,
            Some(v) => {
                return Err(format!(
                    "option `werror`: expected true or false, got `{v}`"
                ))
            }
        };
        Ok(Self {
            enabled: list("warn")?,
            disabled: list("no-warn")?,
            werror,
            errors: list("error")?,
        })
    }

    /// The pass options saying this policy (empty when it is the default).
    pub fn to_options(&self) -> String {
        let join = |set: &BTreeSet<String>| set.iter().cloned().collect::<Vec<_>>().join(",");
        let mut parts = Vec::new();
        if !self.enabled.is_empty() {
            parts.push(format!("warn={}", join(&self.enabled)));
        }
        if !self.disabled.is_empty() {
            parts.push(format!("no-warn={}", join(&self.disabled)));
        }
        if self.werror {
            parts.push("werror".to_string());
        }
        if !self.errors.is_empty() {
            parts.push(format!("error={}", join(&self.errors)));
        }
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constructors_and_notes() {
        let finding = Finding::error(3, "bad").with_note(1, "declared here");
        assert!(finding.is_error());
        assert_eq!(finding.notes, vec![(1, "declared here".to_string())]);
        let moved = finding.map_at(|i| i * 10);
        assert_eq!((moved.at, moved.notes[0].0), (30, 10));
        assert_eq!(Finding::warning((), "w").severity, Severity::Warning);
        assert!(Severity::Error < Severity::Warning);
    }

    const RULE: Rule = Rule {
        name: "some-rule",
        severity: Severity::Warning,
        why: "",
    };

    #[test]
    fn policy_names_the_flag_and_turns_warnings_off_or_into_errors() {
        let finding = Finding::of(&RULE, 0, "odd");
        let shown = Policy::default().apply(finding.clone());
        assert_eq!(shown.map(|f| f.message), Some("odd [-Wsome-rule]".into()));
        let off = Policy {
            disabled: ["some-rule".to_string()].into(),
            ..Policy::default()
        };
        assert_eq!(off.apply(finding.clone()), None);
        let werror = Policy {
            werror: true,
            ..Policy::default()
        };
        let made = werror.apply(finding).expect("kept");
        assert_eq!(made.severity, Severity::Error);
        assert_eq!(made.message, "odd [-Werror,-Wsome-rule]");
        // Errors are not flags.
        let error = Finding::error(0, "wrong").with_rule("some-rule");
        assert_eq!(off.apply(error.clone()), Some(error));
    }

    #[test]
    fn policy_round_trips_through_pass_options() {
        let policy = Policy {
            enabled: ["a".to_string()].into(),
            disabled: ["b".to_string(), "c".to_string()].into(),
            werror: true,
            errors: ["d".to_string()].into(),
        };
        let text = policy.to_options();
        assert_eq!(text, "warn=a no-warn=b,c werror error=d");
        let values: std::collections::BTreeMap<&str, &str> = text
            .split_whitespace()
            .map(|item| item.split_once('=').unwrap_or((item, "true")))
            .collect();
        let read = Policy::from_options(
            |k| values.get(k).map(|v| v.to_string()),
            &["a", "b", "c", "d"],
        );
        assert_eq!(read, Ok(policy));
        let unknown = Policy::from_options(|k| (k == "warn").then(|| "zz".to_string()), &["a"]);
        assert!(unknown.is_err_and(|e| e.contains("unknown rule `zz`")));
    }
}
