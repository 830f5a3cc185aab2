//! The places of a class's members and its kernels' parameters, laid out as
//! ztachip's compiler lays them out (SW/compiler/graph.cpp, cGraph::Build,
//! and ident.cpp). Classes of one file overlay: each starts at 0.
//!
//! - Shared, then private memory: the vectors of 8 lanes first, then 4, 2
//!   and 1 (`v = VECTOR_DEPTH ..= 0`), each group in declaration order; an
//!   element of `l` lanes starts on a multiple of `l`. The shared region is
//!   rounded up to a vector.
//! - Accumulators (`vint32`), integer (`int`) and pointer registers: in
//!   declaration order.
//! - A kernel's parameters: private words after the class's (rounded up to
//!   a vector), again vectors of 8 lanes first; an `int` or pointer
//!   parameter takes a one-word private shadow (the tensor program writes
//!   it there). `_global int` parameters take integer registers from the
//!   top: the first is register 3, the second 2.
//!
//! One difference: ztachip's compiler starts shared memory with the table
//! of the constants its vector instructions use (cConstant); Tanto's PCORE
//! code carries its constants itself, so shared places start at 0.

use super::model::*;
use crate::diagnostic::Diagnostic;

fn round_up(words: usize) -> usize {
    words.div_ceil(VECTOR_WIDTH) * VECTOR_WIDTH
}

/// Lane groups in the order ztachip's compiler allocates them.
const LANE_ORDER: [usize; 4] = [8, 4, 2, 1];

/// Sets the places of `class`'s members and parameters; diagnostics when
/// they do not fit a PCORE.
pub fn lay_out(class: &mut Class) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    let mut shared = 0;
    let mut private = 0;
    for lanes in LANE_ORDER {
        for variable in class.variables.iter_mut().filter(|v| v.lanes == lanes) {
            let next = match variable.space {
                Space::Shared => &mut shared,
                Space::Private => &mut private,
                _ => continue,
            };
            variable.word_offset = *next;
            variable.element_offset = *next / lanes;
            *next += variable.words;
        }
    }
    class.shared_words = round_up(shared);
    class.private_words = private;
    let (mut accumulators, mut integers, mut pointers) = (0, 0, 0);
    for variable in &mut class.variables {
        let next = match variable.space {
            Space::Accumulator => &mut accumulators,
            Space::Integer => &mut integers,
            Space::Pointer => &mut pointers,
            _ => continue,
        };
        variable.word_offset = *next;
        // A register is its own element; accumulators hold vectors.
        variable.element_offset = match variable.space {
            Space::Accumulator => *next / VECTOR_WIDTH,
            _ => *next,
        };
        *next += variable.words;
    }
    class.accumulator_words = accumulators;
    class.integer_registers = integers;
    class.pointer_registers = pointers;
    // Each error is located at the member that goes past its registers.
    let past = |space: Space, limit: usize| {
        class
            .variables
            .iter()
            .find(|v| v.space == space && v.word_offset + v.words > limit)
            .map_or(class.span.clone(), |v| v.span.clone())
    };
    if accumulators > ACCUMULATOR_WORDS {
        diagnostics.push(Diagnostic::error(
            past(Space::Accumulator, ACCUMULATOR_WORDS),
            format!(
                "class `{}` needs {accumulators} accumulator words, but a thread has {ACCUMULATOR_WORDS}",
                class.name
            ),
        ));
    }
    if pointers > POINTER_REGISTERS {
        diagnostics.push(Diagnostic::error(
            past(Space::Pointer, POINTER_REGISTERS),
            format!(
                "class `{}` needs {pointers} pointer registers, but a thread has {POINTER_REGISTERS}",
                class.name
            ),
        ));
    }
    // An `int` member may move to a free pointer register (graph.cpp).
    let free_pointers = POINTER_REGISTERS.saturating_sub(pointers);
    if integers > INTEGER_REGISTERS + free_pointers {
        diagnostics.push(Diagnostic::error(
            past(Space::Integer, INTEGER_REGISTERS + free_pointers),
            format!(
                "class `{}` needs {integers} integer registers, but a thread has {INTEGER_REGISTERS} (and {free_pointers} free pointer register{})",
                class.name,
                if free_pointers == 1 { "" } else { "s" }
            ),
        ));
    }
    let span = class.span.clone();
    let mut over = |what: String| diagnostics.push(Diagnostic::error(span.clone(), what));
    for kernel in &mut class.kernels {
        kernel.private_words = lay_out_parameters(kernel, class.private_words);
    }
    let private_most = class
        .kernels
        .iter()
        .map(|k| k.private_words)
        .max()
        .unwrap_or(class.private_words);
    // ztachip's compiler gives every class the PCORE's 16 threads: it
    // parses `_NT8_` and its kin but its class scan (class.cpp) is
    // disabled, so they change nothing.
    let threads = THREADS as usize;
    let needed = threads * round_up(private_most) + class.shared_words;
    if needed > MEMORY_WORDS {
        over(format!(
            "class `{}` needs {needed} words of PCORE memory ({threads} threads × {} private + {} shared), but a PCORE has {MEMORY_WORDS}",
            class.name,
            round_up(private_most),
            class.shared_words
        ));
    }
    diagnostics
}

/// Places `kernel`'s parameters after `class_private` private words; the
/// private words in use after them.
fn lay_out_parameters(kernel: &mut Kernel, class_private: usize) -> usize {
    let mut private = round_up(class_private);
    for lanes in LANE_ORDER {
        for param in kernel
            .params
            .iter_mut()
            .filter(|p| !p.global && p.lanes == lanes)
        {
            param.word_offset = private;
            private += param.words();
        }
    }
    for (index, param) in kernel.params.iter_mut().filter(|p| p.global).enumerate() {
        param.word_offset = INTEGER_REGISTERS - index - 1;
    }
    private
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variable(name: &str, lanes: usize, space: Space, shape: &[usize]) -> Variable {
        let elements: usize = shape.iter().product();
        Variable {
            name: name.into(),
            element: if lanes == 8 { "vint16" } else { "int16" }.into(),
            element_bits: 12,
            lanes,
            pointer: space == Space::Pointer,
            space,
            shape: shape.to_vec(),
            words: match space {
                Space::Integer | Space::Pointer => 1,
                _ => elements * lanes,
            },
            word_offset: 0,
            element_offset: 0,
            span: 0..0,
        }
    }

    fn param(name: &str, lanes: usize, global: bool) -> Parameter {
        Parameter {
            name: name.into(),
            element: "int".into(),
            lanes,
            shape: Vec::new(),
            pointer: false,
            global,
            space: if global {
                Space::Integer
            } else {
                Space::Private
            },
            word_offset: 0,
            span: 0..0,
        }
    }

    fn class(variables: Vec<Variable>, kernels: Vec<Kernel>) -> Class {
        Class {
            name: "c".into(),
            threads: 16,
            variables,
            kernels,
            shared_words: 0,
            private_words: 0,
            accumulator_words: 0,
            integer_registers: 0,
            pointer_registers: 0,
            subroutines: Vec::new(),
            span: 0..0,
        }
    }

    fn offsets(class: &Class) -> Vec<(String, usize, usize)> {
        class
            .variables
            .iter()
            .map(|v| (v.name.clone(), v.word_offset, v.element_offset))
            .collect()
    }

    #[test]
    fn vectors_come_before_scalars_in_each_space() {
        // Declared scalar first: the vectors are still placed first.
        let mut c = class(
            vec![
                variable("k", 1, Space::Shared, &[3, 3]),
                variable("in", 8, Space::Shared, &[4]),
                variable("s", 1, Space::Private, &[]),
                variable("out", 8, Space::Shared, &[2]),
                variable("v", 8, Space::Private, &[2]),
            ],
            Vec::new(),
        );
        assert!(lay_out(&mut c).is_empty());
        assert_eq!(
            offsets(&c),
            [
                ("k".to_string(), 48, 48),
                ("in".to_string(), 0, 0),
                ("s".to_string(), 16, 16),
                ("out".to_string(), 32, 4),
                ("v".to_string(), 0, 0),
            ]
        );
        // 48 + 9 words, rounded up to a vector.
        assert_eq!(c.shared_words, 64);
        assert_eq!(c.private_words, 17);
    }

    #[test]
    fn registers_and_accumulators_go_in_declaration_order() {
        let mut c = class(
            vec![
                variable("p", 8, Space::Pointer, &[]),
                variable("a", 8, Space::Accumulator, &[3]),
                variable("n", 1, Space::Integer, &[]),
                variable("q", 1, Space::Pointer, &[]),
                variable("b", 8, Space::Accumulator, &[]),
            ],
            Vec::new(),
        );
        assert!(lay_out(&mut c).is_empty());
        let places: Vec<_> = c.variables.iter().map(|v| v.word_offset).collect();
        assert_eq!(places, [0, 0, 0, 1, 24]);
        assert_eq!((c.accumulator_words, c.pointer_registers), (32, 2));
    }

    #[test]
    fn parameters_follow_the_class_private_words() {
        let kernel = Kernel {
            name: "k".into(),
            params: vec![
                param("n", 1, false),
                Parameter {
                    lanes: 8,
                    element: "vint16".into(),
                    ..param("x", 8, false)
                },
                param("g0", 1, true),
                param("g1", 1, true),
                Parameter {
                    element: "int16".into(),
                    shape: vec![3],
                    ..param("coef", 1, false)
                },
                Parameter {
                    element: "vint16".into(),
                    shape: vec![2],
                    ..param("rows", 8, false)
                },
            ],
            private_words: 0,
            span: 0..0,
        };
        let mut c = class(vec![variable("s", 1, Space::Private, &[3])], vec![kernel]);
        assert!(lay_out(&mut c).is_empty());
        let params: Vec<_> = c.kernels[0]
            .params
            .iter()
            .map(|p| (p.name.as_str(), p.word_offset))
            .collect();
        // Private after 3 words rounds to 8: the vectors x and rows[2],
        // then the shadow of n and the 3 words of coef.
        assert_eq!(
            params,
            [
                ("n", 32),
                ("x", 8),
                ("g0", 3),
                ("g1", 2),
                ("coef", 33),
                ("rows", 16)
            ]
        );
        assert_eq!(c.kernels[0].private_words, 36);
    }

    #[test]
    fn a_class_too_big_for_a_pcore_is_refused() {
        // 16 threads × 128 private words + 8 shared > 2048.
        let mut c = class(
            vec![
                variable("big", 8, Space::Private, &[16]),
                variable("s", 8, Space::Shared, &[1]),
            ],
            Vec::new(),
        );
        let errors = lay_out(&mut c);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].message.contains("needs 2056 words"), "{errors:?}");
    }
}
