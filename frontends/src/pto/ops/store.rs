//! TSTORE and TSTORE_FP: a tile into a global tensor view. From a vec or
//! mat tile the bytes are written as they are; from an accumulator through
//! the fix-pipe (ReLU, the cast to the view's element type, a scalar
//! pre-quantisation word or TSTORE_FP's per-column scaling tile); either
//! may add into global memory atomically. The rules are PTOAS's
//! (lib/PTO/IR/PTO.cpp TStoreOp::verify, TStoreFPOp::verify) and pto-isa's
//! (tstore_common.hpp SetAtomicAdd: the types an atomic add takes).

use super::*;
use tanto_dialects::pto_arch::element_bytes;

/// What passes through the fix-pipe besides the cast.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Quantiser {
    None,
    /// `ins(%acc : T, %pre : i64)`: one word for every element.
    Word,
    /// TSTORE_FP: a scaling tile of one word per column.
    Tile,
}

/// `si8` is `i8`: the signless spelling.
fn signless(element: &str) -> &str {
    element
        .strip_prefix('s')
        .filter(|e| e.starts_with('i'))
        .unwrap_or(element)
}

/// The element types global memory adds atomically (pto-isa's
/// SetAtomicAdd, the same on A2/A3 and A5).
const ATOMIC_ADD_TYPES: [&str; 6] = ["f16", "f32", "bf16", "i8", "i16", "i32"];

/// The view element types an accumulator of `from` may be stored as, with
/// `quantiser`, on `arch` (PTOAS's verifiers; TSTORE_FP's pairs are the
/// fix-pipe's vector modes, as TMOV_FP's).
fn acc_store_types(arch: PtoTarget, from: &str, quantiser: Quantiser) -> &'static [&'static str] {
    let a5 = arch == PtoTarget::A5;
    match (quantiser, from, a5) {
        (Quantiser::None, ..) => &["i32", "f32", "f16", "bf16"],
        (Quantiser::Word, "i32", false) => &["i8", "f16"],
        (Quantiser::Word, "i32", true) => &["i8", "f16", "bf16"],
        (Quantiser::Word, _, false) => &["i8"],
        (Quantiser::Word, _, true) => &["i8", "f16", "bf16", "f32"],
        (Quantiser::Tile, "i32", false) => &["i8", "f16", "i16"],
        (Quantiser::Tile, "i32", true) => &["i8", "f16", "bf16"],
        (Quantiser::Tile, _, false) => &["i8"],
        (Quantiser::Tile, _, true) => &["i8", "f16", "bf16", "f32"],
    }
}

impl Translator<'_> {
    pub(super) fn store(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let fp_form = tanto_dialects::pto_isa::isa()
            .find_statement(&statement.name)
            .is_some_and(|i| i.mnemonic == "TSTORE_FP");
        let (relu, atomic) = self.store_attributes(statement)?;
        let operands: Vec<Operand> = statement
            .inputs
            .iter()
            .chain(&statement.outputs)
            .cloned()
            .collect();
        let count = if fp_form {
            3
        } else {
            operands.len().clamp(2, 3)
        };
        if operands.len() != count || !statement.results.is_empty() {
            let (message, form) = if fp_form {
                (
                    "stores an accumulator and its scaling tile into one view and has no result",
                    "tstore_fp",
                )
            } else {
                ("stores one tile (and an accumulator's pre-quantisation word) into one view and has no result", "tstore")
            };
            let message = format!("`{}` {message}", statement.name);
            return Err(vec![
                self.with_forms(self.error(&statement.name_span, message), form)
            ]);
        }
        let typed = self.operand_types(&operands)?;
        let last = typed.len() - 1;
        self.store_layout(statement, &typed[last..])?;
        let quantiser = match (&typed[1].1, count) {
            (_, 2) => Quantiser::None,
            (Ty::Tile(_), _) => Quantiser::Tile,
            (Ty::Builtin(t), _) if t == "i64" && !fp_form => Quantiser::Word,
            _ => {
                let what = if fp_form {
                    "a scaling tile of quantisation parameters"
                } else {
                    "the pre-quantisation word (an i64) or TSTORE_FP's scaling tile"
                };
                return Err(vec![self.error(
                    &operands[1].span,
                    format!("{} must be {what}", operands[1].name),
                )]);
            }
        };
        let findings = check_target(
            self.arch,
            "tstore",
            &statement.name,
            &typed[..1],
            Some(&typed[last].1),
        );
        if let Some(f) = findings.into_iter().next() {
            return Err(vec![self.error(&operands[f.at.min(1)].span, f.message)]);
        }
        // Other operand types are the dialect verifier's to report.
        if let (Ty::Tile(tile), Ty::View(view)) = (&typed[0].1, &typed[last].1) {
            self.fix_pipe_rules(
                statement,
                &operands,
                tile,
                view,
                quantiser,
                relu.as_ref(),
                atomic.as_ref(),
            )?;
            self.whole_view(&operands[last], tile, view)?;
        }
        let mut attrs = Vec::new();
        if relu.is_some() {
            attrs.push(("relu", AttrValue::Unit));
        }
        if atomic.is_some() {
            attrs.push(("atomic_add", AttrValue::Unit));
        }
        let op = match quantiser {
            Quantiser::None => "pto.tstore",
            Quantiser::Word => "pto.tstore_pre",
            Quantiser::Tile => "pto.tstore_fp",
        };
        Ok(self.emit(&[], op, &typed, attrs, None))
    }

    /// PTOAS's TSTORE contract: a static partition view takes exactly the
    /// tile's static valid elements (a reshape such as 32x32 into 1x1024 is
    /// fine); a memref destination is not held to it.
    fn whole_view(
        &self,
        view_operand: &Operand,
        tile: &TileType,
        view: &ViewType,
    ) -> Result<(), Errors> {
        let valid = tile.valid_rows * tile.valid_cols;
        // Unwritten leading dimensions are 1.
        let stored: i64 = view.shape.iter().product();
        let static_shapes =
            tile.valid_rows > 0 && tile.valid_cols > 0 && view.shape.iter().all(|d| *d > 0);
        if view_operand.memref || !static_shapes || stored == valid {
            return Ok(());
        }
        Err(vec![self.error(
            &view_operand.span,
            format!(
                "the view holds {stored} elements but the tile's valid region {valid} ({}x{}): a store writes the valid region to the whole view",
                tile.valid_rows, tile.valid_cols
            ),
        )])
    }

    /// Which sources, type pairs and atomic adds a store takes on the
    /// target; each refusal points at the operand or attribute at fault.
    #[allow(clippy::too_many_arguments)]
    fn fix_pipe_rules(
        &self,
        statement: &Statement,
        operands: &[Operand],
        tile: &TileType,
        view: &ViewType,
        quantiser: Quantiser,
        relu: Option<&Range<usize>>,
        atomic: Option<&Range<usize>>,
    ) -> Result<(), Errors> {
        let on = self.arch.name();
        let view_span = &operands[operands.len() - 1].span;
        let (src, to) = (&operands[0], signless(&view.element));
        let fault = |span: &Range<usize>, message: String| Err(vec![self.error(span, message)]);
        if tile.loc != "acc" {
            let form = match (quantiser, relu) {
                (Quantiser::Word, _) => Some(("a pre-quantisation word", &operands[1].span)),
                (Quantiser::Tile, _) => Some(("a scaling tile", &operands[1].span)),
                (_, Some(span)) => Some(("reluPreMode = normal_relu", span)),
                _ => None,
            };
            if let Some((what, span)) = form {
                return fault(span, format!("TSTORE with {what} goes through the fix-pipe, which stores from an accumulator, but {} is in `{}`", src.name, tile.loc));
            }
            // A vec or mat tile's bytes are written as they are.
            if element_bytes(&tile.element) != element_bytes(&view.element) {
                return fault(view_span, format!("TSTORE from `{}` writes the tile's bytes: {} holds {} but the view {}; element sizes must match", tile.loc, src.name, tile.element, view.element));
            }
        } else {
            let from = signless(&tile.element);
            let allowed = acc_store_types(self.arch, from, quantiser);
            if !allowed.contains(&to) {
                let how = match quantiser {
                    Quantiser::None => "converts",
                    Quantiser::Word => "with a pre-quantisation word quantises",
                    Quantiser::Tile => "quantises",
                };
                let name = if statement.name.contains("fp") {
                    "TSTORE_FP"
                } else {
                    "TSTORE"
                };
                return fault(
                    view_span,
                    format!(
                        "{name} on {on} from an accumulator {how} {from} to {}, not {}",
                        allowed.join(", "),
                        view.element
                    ),
                );
            }
            // A2/A3's fix-pipe moves at most 4095 columns a row.
            if self.arch == PtoTarget::A2A3 && (tile.cols > 4095 || tile.valid_cols > 4095) {
                return fault(
                    &src.span,
                    format!(
                        "TSTORE on a2a3 from an accumulator takes 1 to 4095 columns, but {} has {}",
                        src.name,
                        tile.cols.max(tile.valid_cols)
                    ),
                );
            }
        }
        if let Some(span) = atomic {
            if !ATOMIC_ADD_TYPES.contains(&to) {
                return fault(
                    span,
                    format!(
                        "TSTORE's atomic add on {on} adds {} in global memory, not {}",
                        ATOMIC_ADD_TYPES.join(", "),
                        view.element
                    ),
                );
            }
        }
        Ok(())
    }

    /// TSTORE's attributes (PTOAS's STPhase, AtomicType, ReluPreMode): the
    /// spans of a ReLU and of an atomic add. A phase orders a split store on
    /// the hardware and leaves the values as they are (pto-isa's CPU
    /// simulator ignores it).
    #[allow(clippy::type_complexity)]
    fn store_attributes(
        &self,
        statement: &Statement,
    ) -> Result<(Option<Range<usize>>, Option<Range<usize>>), Errors> {
        let (mut relu, mut atomic) = (None, None);
        for entry in &statement.attrs {
            let value = Self::attr_text(entry);
            let known: &[&str] = match entry.key.as_str() {
                "stPhase" => &["unspecified", "partial", "final"],
                "atomicType" => &["atomic_none", "atomic_add"],
                "reluPreMode" => &["no_relu", "normal_relu"],
                // Checked against the view once it is typed (store_layout).
                "layout" => continue,
                // PTOAS's mark that it inferred `layout` itself.
                "pto.inferred_layout" => &["true", "false"],
                key => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("attribute `{key}` is not supported on `{}`", statement.name),
                    )])
                }
            };
            let key = &entry.key;
            if !known.contains(&value.as_str()) {
                return Err(vec![self.error(
                    &entry.span,
                    format!("unknown {key} `{value}`; expected {}", known.join(", ")),
                )]);
            }
            match value.as_str() {
                "normal_relu" => relu = Some(entry.span.clone()),
                "atomic_add" => atomic = Some(entry.span.clone()),
                _ => {}
            }
        }
        Ok((relu, atomic))
    }

    /// TSTORE's `{layout = #pto.layout<nd|dn|nz>}`, which must say what the
    /// destination view's strides say (as TLOAD's for its source).
    fn store_layout(&self, statement: &Statement, view: &[(String, Ty)]) -> Result<(), Errors> {
        match statement.attrs.iter().find(|e| e.key == "layout") {
            Some(entry) => self.global_layout(entry, view, "TSTORE writes"),
            None => Ok(()),
        }
    }
}
