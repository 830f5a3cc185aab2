//! The compiler conventions for the checks' rules (tanto-verify-protocol,
//! tanto-verify-roles): `-W<rule>`, `-Wno-<rule>`, `-Werror`,
//! `-Werror=<rule>`, turned into the checking passes' options, and the
//! summary line (`N warnings and M errors generated.`).

use crate::error::ToolError;
use std::sync::Mutex;
use tanto_dialects::finding::Policy;

/// The `-W` flags every tool takes.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct WarningArgs {
    /// Rule flags of the protocol and role checks: -W<rule> (report it; a
    /// remark becomes a warning), -Wno-<rule> (silence a warning or remark),
    /// -Werror (every warning is an error), -Werror=<rule>. Errors cannot be
    /// silenced. Rules: docs/passes/verify-protocol.md, verify-roles.md.
    #[arg(
        short = 'W',
        value_name = "RULE|no-RULE|error[=RULE]",
        allow_hyphen_values = true
    )]
    pub warnings: Vec<String>,
}

impl WarningArgs {
    /// The policy the flags say; an unknown rule is a usage error.
    pub fn policy(&self) -> Result<Policy, ToolError> {
        let known = tanto_passes::findings::rule_names();
        let rule = |name: &str, flag: &str| -> Result<String, ToolError> {
            if known.contains(&name) {
                Ok(name.to_string())
            } else {
                Err(ToolError::Usage(format!(
                    "unknown warning option '-W{flag}'; the rules are: {}",
                    known.join(", ")
                )))
            }
        };
        let mut policy = Policy::default();
        for flag in &self.warnings {
            if flag == "error" {
                policy.werror = true;
            } else if let Some(name) = flag.strip_prefix("error=") {
                policy.errors.insert(rule(name, flag)?);
            } else if let Some(name) = flag.strip_prefix("no-") {
                policy.disabled.insert(rule(name, flag)?);
            } else {
                policy.enabled.insert(rule(flag, flag)?);
            }
        }
        Ok(policy)
    }

    /// Makes every later pipeline of this process give the checking passes
    /// these flags as options (see [`with_check_options`]).
    pub fn install(&self) -> Result<(), ToolError> {
        let options = self.policy()?.to_options();
        if let Ok(mut installed) = INSTALLED.lock() {
            *installed = options;
        }
        Ok(())
    }
}

/// The checking passes' options the tool's flags say ("" for none).
static INSTALLED: Mutex<String> = Mutex::new(String::new());

/// The passes that take a rule policy.
const CHECKS: &[&str] = &["tanto-verify-protocol", "tanto-verify-roles"];

/// `pipeline` with the installed options given to each checking pass that
/// has no options of its own (options written in the pipeline win); the
/// named pipelines that contain the checks are spelled out first, since
/// they take no options.
pub fn with_check_options(pipeline: &str) -> String {
    let options = INSTALLED.lock().map(|o| o.clone()).unwrap_or_default();
    if options.is_empty() {
        return pipeline.to_string();
    }
    let pipelines = [
        (
            tanto_passes::pipelines::TO_LLVM_NAME,
            tanto_passes::pipelines::to_llvm_pipeline(false),
        ),
        (
            tanto_passes::pipelines::DEFAULT_NAME,
            tanto_passes::pipelines::DEFAULT.to_string(),
        ),
    ];
    let mut text = pipeline.to_string();
    for (name, body) in &pipelines {
        text = replace_word(&text, name, |_| body.clone());
    }
    for check in CHECKS {
        text = replace_word(&text, check, |next| match next {
            Some('{') => check.to_string(),
            _ => format!("{check}{{{options}}}"),
        });
    }
    text
}

/// Replaces each occurrence of the pass name `word` (not part of a longer
/// name) with what `with` makes of the character after it.
fn replace_word(text: &str, word: &str, with: impl Fn(Option<char>) -> String) -> String {
    let part_of_name = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.';
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(word) {
        let before = rest[..i].chars().last().or_else(|| out.chars().last());
        let after = rest[i + word.len()..].chars().next();
        out.push_str(&rest[..i]);
        if before.is_some_and(part_of_name) || after.is_some_and(part_of_name) {
            out.push_str(word);
        } else {
            out.push_str(&with(after));
        }
        rest = &rest[i + word.len()..];
    }
    out.push_str(rest);
    out
}

/// The summary line of the warnings and errors reported, as clang prints
/// it; None when there were none.
pub fn summary() -> Option<String> {
    let (warnings, errors) = tanto_dialects::ir::reported_counts();
    let count = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    match (warnings, errors) {
        (0, 0) => None,
        (w, 0) => Some(format!("{} generated.\n", count(w, "warning"))),
        (0, e) => Some(format!("{} generated.\n", count(e, "error"))),
        (w, e) => Some(format!(
            "{} and {} generated.\n",
            count(w, "warning"),
            count(e, "error")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_make_a_policy() {
        let args = WarningArgs {
            warnings: [
                "error",
                "no-read-without-wait",
                "held-frame",
                "error=unconsumed-frames",
            ]
            .map(String::from)
            .to_vec(),
        };
        let policy = args.policy().expect("known rules");
        assert!(policy.werror);
        assert!(policy.disabled.contains("read-without-wait"));
        assert!(policy.enabled.contains("held-frame"));
        assert!(policy.errors.contains("unconsumed-frames"));
        let bad = WarningArgs {
            warnings: vec!["no-such-rule".into()],
        };
        assert!(bad.policy().is_err());
    }

    #[test]
    fn pass_names_are_replaced_whole() {
        let text = replace_word(
            "a,tanto-verify-roles,tanto-verify-roles-x,b",
            "tanto-verify-roles",
            |_| "R".into(),
        );
        assert_eq!(text, "a,R,tanto-verify-roles-x,b");
        let kept = replace_word("tanto-verify-roles{warn=x}", "tanto-verify-roles", |next| {
            assert_eq!(next, Some('{'));
            "tanto-verify-roles".into()
        });
        assert_eq!(kept, "tanto-verify-roles{warn=x}");
    }
}
