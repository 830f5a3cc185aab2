//! Binding a kernel's parameters to the program's arguments: each parameter
//! to a resource of its kind (a buffer, pipe or semaphore of a matching
//! element type and on the kernel's cores) or to a scalar value that fits its
//! type, and `per_core` values to `tanto.per_core` attributes.

use tanto_manifest::per_core;

use super::cores::CoreSet;
use super::file::{self, ArgValue};
use crate::{diagnostic::Diagnostic, tanto::types::Scalar};
use melior::ir::{
    block::BlockLike, operation::OperationLike, RegionLike, Type, TypeLike, ValueLike,
};
use std::ops::Range;
use tanto_dialects::types;
use toml::Spanned;

use super::{Compiler, ResourceKind};

impl<'c> Compiler<'c, '_> {
    /// Checks the `args` table against the kernel's parameters and returns the
    /// new `arg_attrs` (name, bound resource or known value).
    pub(super) fn bind_arguments(
        &mut self,
        kernel: &file::Kernel,
        function: &melior::ir::OperationRef,
        cores: &CoreSet,
        pto: bool,
    ) -> Option<String> {
        let region = function.region(0).ok()?;
        let entry = region.first_block()?;
        let names = parameter_names(function);
        let mut failed = false;
        for key in kernel.args.keys().chain(kernel.per_core.keys()) {
            if !names.contains(key.get_ref()) {
                failed = true;
                self.errors.push(
                    Diagnostic::error(
                        key.span(),
                        format!(
                            "kernel `{}` has no parameter `{}`",
                            kernel.name.get_ref(),
                            key.get_ref()
                        ),
                    )
                    .with_help(format!("its parameters are: {}", names.join(", "))),
                );
            }
        }
        for key in kernel.per_core.keys() {
            if let Some((given, _)) = kernel
                .args
                .iter()
                .find(|(k, _)| k.get_ref() == key.get_ref())
            {
                failed = true;
                self.errors.push(
                    Diagnostic::error(
                        key.span(),
                        format!(
                            "parameter `{}` has a value in `args` and a per-core value",
                            key.get_ref()
                        ),
                    )
                    .with_note(given.span(), "its value in `args`")
                    .with_help("give it one or the other"),
                );
            }
        }
        let mut attrs = Vec::new();
        for (index, name) in names.iter().enumerate() {
            let ty = entry.argument(index).ok()?.r#type();
            let object = bindable(ty, pto);
            let binding = kernel
                .args
                .iter()
                .find(|(k, _)| k.get_ref() == name)
                .map(|(_, v)| v);
            let mut attr = format!("tanto.name = \"{name}\"");
            if let Some((key, expression)) =
                kernel.per_core.iter().find(|(k, _)| k.get_ref() == name)
            {
                if binding.is_some() {
                    // Reported above.
                } else if let Some(text) = self.per_core_value(kernel, key, expression, ty, cores) {
                    attr.push_str(&format!(", tanto.per_core = \"{text}\""));
                } else {
                    failed = true;
                }
            }
            match (binding.map(|b| (b.get_ref(), b.span())), &object) {
                (None, Some(_)) => {
                    failed = true;
                    self.errors.push(
                        Diagnostic::error(
                            kernel.name.span(),
                            format!(
                                "parameter `{name}` ({}) of kernel `{}` has no resource bound",
                                self.spelled(name, ty),
                                kernel.name.get_ref()
                            ),
                        )
                        .with_help(format!(
                            "bind it in the kernel's args: {name} = \"<resource name>\""
                        )),
                    );
                }
                (None, None) => {}
                (Some((ArgValue::Resource(resource), span)), Some(expected)) => {
                    match self.check_binding(resource, &span, *expected, ty, name, cores) {
                        true => attr.push_str(&format!(", tanto.bind = \"{resource}\"")),
                        false => failed = true,
                    }
                }
                (Some((ArgValue::Resource(resource), span)), None) => {
                    failed = true;
                    self.error(span, format!("parameter `{name}` is a {}, not a resource; `{resource}` cannot be bound to it", self.spelled(name, ty)));
                }
                (Some((_, span)), Some(_)) => {
                    failed = true;
                    self.error(
                        span,
                        format!(
                            "parameter `{name}` is a {}: bind it to a resource by name",
                            self.spelled(name, ty)
                        ),
                    );
                }
                (Some((value, span)), None) => match known_value(value, ty) {
                    Some(value) => attr.push_str(&format!(", tanto.value = {value}")),
                    None => {
                        failed = true;
                        let fits = match ty.to_string().as_str() {
                            "i1" => "true, false, 0 or 1",
                            "i8" => "an integer in -128..255",
                            "i16" => "an integer in -32768..65535",
                            "i32" => "an integer in -2147483648..4294967295",
                            "i64" => "a 64-bit integer",
                            "index" => "an integer in -2147483648..2147483647 (index is 32 bits on the target)",
                            "f16" => "a finite number of magnitude at most 65504",
                            "bf16" | "f32" | "f64" => "a finite number in the type's range",
                            _ => "no known value",
                        };
                        self.error(
                            span,
                            format!(
                                "parameter `{name}` is {}; this value does not fit (it takes {fits})",
                                self.spelled(name, ty)
                            ),
                        );
                    }
                },
            }
            attrs.push(format!("{{{attr}}}"));
        }
        (!failed).then(|| format!("[{}]", attrs.join(", ")))
    }

    /// Checks a per-core value of parameter `key` (of type `ty`): the
    /// parameter takes one, the expression parses, and on every core of the
    /// kernel it has a value that fits the parameter. Returns the text for
    /// `tanto.per_core`, escaped as an MLIR string.
    pub(super) fn per_core_value(
        &mut self,
        kernel: &file::Kernel,
        key: &Spanned<String>,
        expression: &Spanned<String>,
        ty: Type,
        cores: &CoreSet,
    ) -> Option<String> {
        let name = key.get_ref();
        let Some(range) = word_range(ty) else {
            let mut diagnostic = Diagnostic::error(
                key.span(),
                format!(
                    "parameter `{name}` is {}: only an integer parameter can have a per-core value",
                    self.spelled(name, ty)
                ),
            );
            if types::dynamic_name(ty).is_some() {
                diagnostic = diagnostic.with_help(
                    "pipes, buffers and semaphores are bound in `args`, the same on every core",
                );
            }
            self.errors.push(diagnostic);
            return None;
        };
        let text = expression.get_ref();
        let base = self.string_content(expression);
        let locate = |span: Range<usize>| match base {
            Some(base) => base + span.start..base + span.end,
            None => expression.span(),
        };
        let postfix = match per_core::per_core_postfix(text) {
            Ok(postfix) => postfix,
            Err(error) => {
                let mut diagnostic = Diagnostic::error(locate(error.span), error.message);
                if let Some(help) = error.help {
                    diagnostic = diagnostic.with_help(help);
                }
                self.errors.push(diagnostic);
                return None;
            }
        };
        let ordered = cores.ordered();
        let count = ordered.len() as i64;
        for (index, &(x, y)) in ordered.iter().enumerate() {
            let place = tanto_manifest::program::CorePlace {
                x,
                y,
                index: index as i64,
                count,
            };
            let problem = match tanto_manifest::program::evaluate(&postfix, place) {
                Err(error) => format!(
                    "{} on core ({x}, {y}) (index {index})",
                    per_core::describe_failure(error)
                ),
                Ok(value) if !range.contains(&value) => format!(
                    "is {value} on core ({x}, {y}) (index {index}), which does not fit {} ({}..{})",
                    self.spelled(name, ty),
                    range.start(),
                    range.end()
                ),
                Ok(_) => continue,
            };
            let mut diagnostic = Diagnostic::error(
                expression.span(),
                format!(
                    "per-core value of `{name}` in kernel `{}` {problem}",
                    kernel.name.get_ref()
                ),
            );
            if ty.to_string() == "i64" || ty.to_string() == "index" {
                diagnostic = diagnostic
                    .with_help("a 64-bit parameter comes from one runtime word, sign-extended");
            }
            self.errors.push(diagnostic);
            return None;
        }
        Some(text.replace('\t', "\\09"))
    }

    /// Where the text of a string value starts in the file, when the file
    /// spells it byte for byte (a one-line string without escapes).
    pub(super) fn string_content(&self, value: &Spanned<String>) -> Option<usize> {
        let span = value.span();
        let raw = self.text.get(span.clone())?;
        let quoted = ["\"", "'"]
            .iter()
            .any(|q| raw.len() >= 2 && raw.starts_with(q) && raw.ends_with(q));
        (quoted
            && !raw.starts_with("\"\"\"")
            && !raw.starts_with("'''")
            && &raw[1..raw.len() - 1] == value.get_ref())
        .then_some(span.start + 1)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_binding(
        &mut self,
        resource: &str,
        span: &Range<usize>,
        expected: Option<ResourceKind>,
        ty: Type,
        name: &str,
        cores: &CoreSet,
    ) -> bool {
        let Some(bound) = self.resources.get(resource) else {
            let known: Vec<&String> = self.resources.keys().collect();
            self.errors.push(
                Diagnostic::error(span.clone(), format!("no resource is named `{resource}`"))
                    .with_help(format!(
                        "the program's resources: {}",
                        known
                            .iter()
                            .map(|k| k.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
            );
            return false;
        };
        if expected != Some(bound.kind) {
            let declared = bound.span.clone();
            self.errors.push(
                Diagnostic::error(
                    span.clone(),
                    format!(
                        "parameter `{name}` is a {}, but `{resource}` is a {}",
                        self.spelled(name, ty),
                        bound.kind.name()
                    ),
                )
                .with_note(declared, "declared here"),
            );
            return false;
        }
        let parameter_element = types::element_type(ty).map(|t| t.to_string());
        if let (Some(element), Some(parameter_element)) = (
            bound.element,
            parameter_element.filter(|_| bound.kind != ResourceKind::Semaphore),
        ) {
            if !same_element(element, &parameter_element) {
                let declared = bound.span.clone();
                self.errors.push(
                    Diagnostic::error(
                        span.clone(),
                        format!(
                            "type mismatch: parameter `{name}` is {}, but {} `{resource}` holds {}",
                            self.spelled(name, ty),
                            bound.kind.name(),
                            element.name()
                        ),
                    )
                    .with_note(declared, "declared here"),
                );
                return false;
            }
        }
        if let (ResourceKind::Local, Some(needed), Some(elements)) =
            (bound.kind, pto_tile_elements(ty), bound.elements)
        {
            if needed > elements {
                let declared = bound.span.clone();
                self.errors.push(
                    Diagnostic::error(span.clone(), format!("parameter `{name}` is a tile of {needed} elements, but local buffer `{resource}` holds {elements}"))
                        .with_note(declared, "declared here"),
                );
                return false;
            }
        }
        // A ztachip kernel's PCORE memory is on the PCOREs, not its core.
        let remote = self.remote_parameter == Some(name);
        if let (Some(resource_cores), false) = (&bound.cores, remote) {
            if let Some((x, y)) = cores.first_outside(resource_cores) {
                let declared = bound.span.clone();
                self.errors.push(
                    Diagnostic::error(span.clone(), format!("{} `{resource}` does not exist on core ({x}, {y}), where the kernel runs", bound.kind.name()))
                        .with_note(declared, "declared here"),
                );
                return false;
            }
        }
        true
    }

    /// Parameter `name`'s type as its kernel's source spells it.
    pub(super) fn spelled(&self, name: &str, ty: Type) -> String {
        self.spellings
            .iter()
            .find(|(n, _)| n == name)
            .map_or_else(|| describe(ty), |(_, spelling)| spelling.clone())
    }
}

pub(super) fn parameter_names(function: &melior::ir::OperationRef) -> Vec<String> {
    let count = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .map_or(0, |b| b.argument_count());
    (0..count)
        .map(|i| types::argument_string(function, i, "tanto.name").unwrap_or_default())
        .collect()
}

/// The resource kind a parameter of type `ty` binds to: Some(None) for a
/// Tanto dynamic type that is none of them (binding it is an error), None
/// for a parameter that binds no resource (a scalar; in a PTO kernel also
/// views, pipes and other PTO values, which are runtime words). In a PTO
/// kernel a `!pto.ptr<T>` binds a global buffer and a tile buffer a local
/// buffer.
pub(super) fn bindable(ty: Type, pto: bool) -> Option<Option<ResourceKind>> {
    use tanto_dialects::{noc, pipe, pto as pto_dialect};
    types::dynamic_name(ty)?;
    let pto_buffer = pto_dialect::BufType::isa(ty) || pto_dialect::TileType::isa(ty);
    Some(if noc::GlobalType::isa(ty) {
        Some(ResourceKind::Global)
    } else if noc::LocalType::isa(ty) {
        Some(ResourceKind::Local)
    } else if pipe::PipeType::isa(ty) {
        Some(ResourceKind::Pipe)
    } else if noc::SemaphoreType::isa(ty) {
        Some(ResourceKind::Semaphore)
    } else if pto && pto_dialect::PtrType::isa(ty) {
        Some(ResourceKind::Global)
    } else if pto && pto_buffer {
        Some(ResourceKind::Local)
    } else if pto {
        return None;
    } else {
        None
    })
}

/// Elements of a PTO tile type (rows x cols), for its local buffer.
pub(super) fn pto_tile_elements(ty: Type) -> Option<i64> {
    use tanto_dialects::pto::{BufType, TileType};
    let (rows, cols) = match (BufType::cast(ty), TileType::cast(ty)) {
        (Some(buf), _) => (buf.rows()?, buf.cols()?),
        (None, Some(tile)) => (tile.rows()?, tile.cols()?),
        (None, None) => return None,
    };
    Some(rows * cols)
}

pub(super) fn describe(ty: Type) -> String {
    match types::dynamic_name(ty) {
        Some((_, name)) => format!(
            "{name}<{}>",
            types::element_type(ty).map_or(String::new(), |e| e.to_string())
        )
        .replace("semaphore<>", "semaphore"),
        None => ty.to_string(),
    }
}

/// The values a per-core parameter of type `ty` takes from its one 32-bit
/// runtime word (either signedness for i8..i32; i64 and index are
/// sign-extended from it); None for a type that cannot be per-core.
pub(super) fn word_range(ty: Type) -> Option<std::ops::RangeInclusive<i64>> {
    Some(match ty.to_string().as_str() {
        "i8" => -(1 << 7)..=(1 << 8) - 1,
        "i16" => -(1 << 15)..=(1 << 16) - 1,
        "i32" => -(1 << 31)..=(1 << 32) - 1,
        "i64" | "index" => -(1 << 31)..=(1 << 31) - 1,
        _ => return None,
    })
}

/// `tanto.value` for a known scalar argument, typed like the parameter.
/// The `tanto.value` attribute text of a known argument for a parameter of
/// type `ty`, when the value fits it: an integer within the type (either
/// signedness for i8..i32; any i64; an `index` is 32 bits on the target), a
/// bool for i1 (or 0 / 1), a finite float within the float type's range (an
/// integer too).
pub(super) fn known_value(value: &ArgValue, ty: Type) -> Option<String> {
    let spelled = ty.to_string();
    let integer_range = || -> Option<std::ops::RangeInclusive<i64>> {
        Some(match spelled.as_str() {
            "i1" => 0..=1,
            "i8" => -(1 << 7)..=(1 << 8) - 1,
            "i16" => -(1 << 15)..=(1 << 16) - 1,
            "i32" => -(1 << 31)..=(1 << 32) - 1,
            "i64" => i64::MIN..=i64::MAX,
            "index" => -(1 << 31)..=(1 << 31) - 1,
            _ => return None,
        })
    };
    let float_max = || -> Option<f64> {
        Some(match spelled.as_str() {
            "f16" => 65504.0,
            "bf16" => f64::from(half::bf16::MAX),
            "f32" => f64::from(f32::MAX),
            "f64" => f64::MAX,
            _ => return None,
        })
    };
    match value {
        ArgValue::Bool(b) if spelled == "i1" => Some(b.to_string()),
        ArgValue::Int(v) if spelled == "i1" => {
            integer_range()?.contains(v).then(|| (*v == 1).to_string())
        }
        ArgValue::Int(v) if ty.is_integer() || ty.is_index() => integer_range()?
            .contains(v)
            .then(|| format!("{v} : {spelled}")),
        ArgValue::Float(f) if ty.is_float() => (f.abs() <= float_max()?)
            .then(|| float_literal(*f))
            .flatten()
            .map(|f| format!("{f} : {spelled}")),
        ArgValue::Int(v) if ty.is_float() => ((*v as f64).abs() <= float_max()?)
            .then(|| float_literal(*v as f64))
            .flatten()
            .map(|f| format!("{f} : {spelled}")),
        _ => None,
    }
}

/// An MLIR float literal, whose mantissa needs a decimal point (`1.0e0`,
/// not Rust's `1e0`). Exact: Rust prints the shortest round-tripping digits.
pub(super) fn float_literal(value: f64) -> Option<String> {
    if !value.is_finite() {
        return None;
    }
    let text = format!("{value:e}");
    Some(match text.split_once('e') {
        Some((mantissa, exponent)) if !mantissa.contains('.') => {
            format!("{mantissa}.0e{exponent}")
        }
        _ => text,
    })
}

/// Whether a kernel parameter's element type (MLIR spelling) is a buffer's:
/// Tanto kernels use signless integers; PTO kernels may say `ui8`/`si8`,
/// which must then match the buffer's signedness.
pub(super) fn same_element(element: Scalar, parameter: &str) -> bool {
    let signless = element.mlir();
    match (parameter.strip_prefix("ui"), parameter.strip_prefix("si")) {
        (Some(bits), _) => !element.is_signed() && element.is_integer() && signless[1..] == *bits,
        (_, Some(bits)) => element.is_signed() && element.is_integer() && signless[1..] == *bits,
        _ => signless == parameter,
    }
}
