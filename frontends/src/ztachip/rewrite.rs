//! The C side of a tensor program: each `>` statement becomes a call to
//! the function it compiles to, its arguments the statement's C
//! expressions (those that are not literals, which the function folds), as
//! 32-bit words. The statement's `>` lines are blanked and the call goes on
//! its last one, so clang's line numbers stay the source's; the functions'
//! prototypes come first, followed by a `#line 1` back to the source.

use super::ast::{
    Command, Dim, Index, IndexKind, Object, Shape, Statement, Term, Text, SPU_WORD_TYPE,
};
use super::eval::constant;
use super::Ztachip;
use crate::source::c_identifier;
use std::collections::{HashMap, HashSet};

/// The function one statement compiles to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatementFunction {
    pub name: String,
    /// Which statement of the file.
    pub statement: usize,
    /// Its parameters: the statement's distinct non-literal C
    /// expressions, in the order they are written.
    pub parameters: Vec<Text>,
    /// Whether an earlier statement of the same text already defines
    /// `name`: this one calls it and compiles to nothing of its own.
    pub shared: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rewritten {
    /// The C file for clang.
    pub c: String,
    pub functions: Vec<StatementFunction>,
}

/// Rewrites `source`, whose statements are `statements` (in source order);
/// `unit` names the file in the functions' names and the `#line`.
pub fn rewrite(source: &str, checked: &super::Checked, unit: &str, target: &Ztachip) -> Rewritten {
    let statements = &checked.statements[..];
    let file = unit.rsplit('/').next().unwrap_or(unit);
    let stem = c_identifier(file.split('.').next().unwrap_or(""));
    // Statements of the same text compile to the same function (a
    // generated program may repeat one thousands of times): each
    // distinct one is lowered once, so the back end's work grows with the
    // distinct statements, not the calls.
    let mut first_of: HashMap<String, usize> = HashMap::new();
    let functions: Vec<StatementFunction> = statements
        .iter()
        .enumerate()
        .map(|(n, statement)| {
            let text: Vec<&str> = statement
                .lines
                .iter()
                .map(|line| source.get(line.clone()).unwrap_or(""))
                .collect();
            // Variants of one statement, and uses of the same text of
            // different definitions (`$x` defined again in another
            // function), differ in the definitions they expand.
            let mut key = text.join("\n");
            for (variable, number) in &statement.expanded {
                key.push_str(&format!("\n{variable}={number}"));
            }
            let first = *first_of.entry(key).or_insert(n);
            StatementFunction {
                name: format!("__tanto_zta_{stem}_{first}"),
                statement: n,
                parameters: parameters(statement, target),
                shared: first != n,
            }
        })
        .collect();
    // Each `$class::kernel` of a kernel the PCORE program has, numbered
    // from 1 in the order of the text.
    let mut numbers: HashMap<String, usize> = HashMap::new();
    let mut numbered: Vec<String> = Vec::new();
    for (_, symbol) in kernel_references_in(source) {
        let known = !checked.unknown_names.iter().any(|(s, _)| *s == symbol);
        if known && !numbers.contains_key(&symbol) {
            numbered.push(symbol.clone());
            numbers.insert(symbol, numbered.len());
        }
    }
    // Edits: (byte range, replacement), in source order.
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    let mut group_start = 0;
    while group_start < statements.len() {
        let first = &statements[group_start];
        let group_len = statements[group_start..]
            .iter()
            .take_while(|s| s.lines == first.lines)
            .count();
        let group = group_start..group_start + group_len;
        group_start += group_len;
        let last = first.lines.len().saturating_sub(1);
        // `VAR`, `NOP`, `EXPORT` and the log switches write no C, as
        // ztachip's compiler blanks their lines wherever they stand.
        let blank = first.writes_no_c();
        for (k, line) in first.lines.iter().enumerate() {
            let replacement = if k == last && !blank {
                let actions = statement_actions(
                    &statements[group.clone()],
                    &functions[group.clone()],
                    &numbers,
                );
                if first.outside_functions {
                    outside_functions(&actions, functions[group.start].statement)
                } else {
                    statement_block(&actions)
                }
            } else {
                String::new()
            };
            edits.push((line.clone(), replacement));
        }
    }
    // `>` lines of nothing but comments after the last statement.
    for line in super::scan::bare_lines(source) {
        edits.push((line, String::new()));
    }
    // `$class::kernel` in the C: the kernel's address, as ztachip's
    // compiler substitutes it.
    let references = kernel_references(source, statements);
    for (range, symbol) in &references {
        edits.push((range.clone(), kernel_number(symbol, &numbers)));
    }
    edits.sort_by_key(|(range, _)| range.start);
    let mut c = String::with_capacity(source.len() + 64 * functions.len());
    // `$class::kernel` inside a statement's C expressions.
    let embedded: Vec<String> = statements
        .iter()
        .flat_map(|s| &s.lines)
        .flat_map(|line| kernel_references_in(source.get(line.clone()).unwrap_or("")))
        .map(|(_, symbol)| symbol)
        .collect();
    // The PCORE variables' symbols, defined by the PCORE program.
    let mut symbols: Vec<&str> = functions
        .iter()
        .flat_map(|f| &f.parameters)
        .map(|p| p.text.as_str())
        .chain(references.iter().map(|(_, symbol)| symbol.as_str()))
        .chain(embedded.iter().map(String::as_str))
        .filter(|t| {
            [
                "__tanto_zta_var_",
                "__tanto_zta_len_",
                "__tanto_zta_kernel_",
            ]
            .iter()
            .any(|prefix| t.starts_with(prefix))
        })
        .collect();
    symbols.sort_unstable();
    symbols.dedup();
    for symbol in symbols {
        match checked.unknown_names.iter().find(|(s, _)| s == symbol) {
            Some((_, why)) => c.push_str(&format!(
                "extern char {symbol}[] __attribute__((unavailable(\"{}\")));\n",
                why.replace(['"', '\\', '\n'], "'")
            )),
            None => c.push_str(&format!("extern char {symbol}[];\n")),
        }
    }
    // The numbered kernels' addresses, for an EXE of a C value.
    let table: Vec<String> = numbered
        .iter()
        .map(|symbol| format!("(unsigned int){symbol}"))
        .collect();
    let exe_of_value = functions
        .iter()
        .flat_map(|f| &f.parameters)
        .any(|p| p.text.starts_with(KERNEL_ADDRESS));
    if exe_of_value {
        c.push_str(&format!(
            "static inline unsigned int {KERNEL_ADDRESS}(unsigned int k) {{ static const unsigned int kernels[] = {{0{}}}; return k >= 1 && k < sizeof kernels / sizeof kernels[0] ? kernels[k] : k; }}\n",
            table.iter().map(|t| format!(", {t}")).collect::<String>()
        ));
    }
    // The number of the definition of each variable chosen at run time
    // that the program ran last.
    let mut chosen: Vec<&str> = statements
        .iter()
        .flat_map(|s| s.chosen.iter().chain(&s.recorded))
        .map(|(variable, _)| variable.as_str())
        .collect();
    chosen.sort_unstable();
    chosen.dedup();
    for variable in chosen {
        c.push_str(&format!("static int {};\n", definition_symbol(variable)));
    }
    // The values definitions keep for their uses.
    for (variable, _) in statements.iter().flat_map(|s| &s.captures) {
        c.push_str(&format!("static unsigned int {variable};\n"));
    }
    // The library's CALLBACK and PRINT (library/ztalib.c).
    let commands = || statements.iter().flat_map(|s| &s.commands);
    if commands().any(|c| matches!(c, Command::Callback { .. })) {
        c.push_str("void __tanto_zta_callback(unsigned int, unsigned int);\n");
    }
    if commands().any(|c| matches!(c, Command::Print { .. })) {
        c.push_str("void __tanto_zta_print(const char *, int);\n");
    }
    // The library's readers of built EXE commands (commands.rs).
    if functions
        .iter()
        .flat_map(|f| &f.parameters)
        .any(|p| p.text.contains("__tanto_zta_command_"))
    {
        c.push_str("unsigned int __tanto_zta_command_kernel(unsigned int);\n");
        c.push_str("int __tanto_zta_command_pcores(unsigned int, int);\n");
        c.push_str("int __tanto_zta_command_threads(unsigned int, int);\n");
    }
    for function in functions.iter().filter(|f| !f.shared) {
        let words = vec!["unsigned int"; function.parameters.len()];
        let list = if words.is_empty() {
            "void".to_string()
        } else {
            words.join(", ")
        };
        c.push_str(&format!("void {}({list});\n", function.name));
    }
    c.push_str(&format!("#line 1 \"{}\"\n", unit.replace(['"', '\\'], "_")));
    let mut at = 0;
    for (range, replacement) in edits {
        if range.start < at || range.end > source.len() {
            continue;
        }
        c.push_str(&source[at..range.start]);
        c.push_str(&replacement);
        at = range.end;
    }
    c.push_str(&source[at..]);
    Rewritten { c, functions }
}

/// What a statement that stands outside every C function's braces writes
/// in place of its C. ztachip's compiler writes the statement's block
/// there, which compiles only where the preprocessor drops it (a comment, a
/// branch `#if` leaves out) or where braces the text does not show (a
/// macro's) make it a function's after all. This is C of both scopes: at
/// file scope the assertion fails (only a function has a `__func__` longer
/// than ""), with the reason, located at the statement's last line, and the
/// initialiser folds to 0; in a function the assertion holds and the
/// initialiser runs the statement's `actions`.
fn outside_functions(actions: &[String], statement: usize) -> String {
    let mut run = actions.join(", ");
    if !run.is_empty() {
        run.push_str(", ");
    }
    format!(
        "_Static_assert(sizeof(__func__) > 1, \"this tensor statement is outside every C function: only VAR, NOP, EXPORT and LOG_ON/LOG_OFF may stand there\"); \
         __attribute__((unused)) int __tanto_zta_outside_{statement} = sizeof(__func__) > 1 ? ({run}0) : 0;"
    )
}

/// A statement's C as one C statement, as ztachip's compiler makes a
/// definition or a transfer a block: the body of an `if` or a loop
/// without braces.
fn statement_block(actions: &[String]) -> String {
    if actions.is_empty() {
        ";".into()
    } else {
        format!("{{ {}; }}", actions.join("; "))
    }
}

/// The C expressions that run a statement, in order: the call of its
/// function, or for a statement whose variables C chooses at run time
/// (`variants`, each with its function), the call of the variant of the
/// definitions it ran last; then the captures, the numbers of the
/// definitions it makes that such a choice reads, and its CALLBACKs and
/// PRINTs. Its `$class::kernel`s, wherever the statement wrote them, are
/// the kernels' numbers.
fn statement_actions(
    variants: &[Statement],
    functions: &[StatementFunction],
    numbers: &HashMap<String, usize>,
) -> Vec<String> {
    let call = |function: &StatementFunction| {
        let args: Vec<String> = function
            .parameters
            .iter()
            .map(|p| format!("(unsigned int)({})", p.text))
            .collect();
        format!("{}({})", function.name, args.join(", "))
    };
    let mut actions = Vec::new();
    // The variants' calls: one, or a choice by the definitions run last.
    let mut choice = String::new();
    for (variant, function) in variants.iter().zip(functions) {
        if variant.chosen.is_empty() {
            actions.push(call(function));
            continue;
        }
        let condition: Vec<String> = variant
            .chosen
            .iter()
            .map(|(variable, number)| format!("{} == {number}", definition_symbol(variable)))
            .collect();
        choice.push_str(&format!(
            "({}) ? {} : ",
            condition.join(" && "),
            call(function)
        ));
    }
    if !choice.is_empty() {
        actions.push(format!("({choice}(void)0)"));
    }
    let Some(first) = variants.first() else {
        return actions;
    };
    for (variable, value) in &first.captures {
        actions.push(format!("{variable} = (unsigned int)({})", value.text));
    }
    for (variable, number) in &first.recorded {
        actions.push(format!("{} = {number}", definition_symbol(variable)));
    }
    for command in &first.commands {
        match command {
            // CALLBACK(f, parm) once the transfers before it are done,
            // which they are when the function returns: f a function, 0 or
            // an address held in an integer, as ztachip's compiler writes
            // it to a register (library/ztalib.c).
            Command::Callback {
                function,
                parameter,
                ..
            } => actions.push(format!(
                "__tanto_zta_callback((unsigned int)({}), (unsigned int)({}))",
                function.text, parameter.text
            )),
            // PRINT(format, value): ztachip's log prints the line once the
            // tensor engine reaches it, after the transfers before it.
            Command::Print { format, value, .. } => actions.push(format!(
                "__tanto_zta_print((const char *)({}), (int)({}))",
                format.text, value.text
            )),
            _ => {}
        }
    }
    actions
        .iter()
        .map(|action| with_kernel_numbers(action, numbers))
        .collect()
}

/// The C variable holding the number of the definition of tensor variable
/// `$v` the program ran last.
fn definition_symbol(variable: &str) -> String {
    format!(
        "__tanto_zta_def_{}",
        c_identifier(variable.trim_start_matches('$'))
    )
}

/// The `$class::kernel` references of the C outside `statements`' lines
/// (comments and string and character literals skipped), with the
/// kernel's symbol.
pub(crate) fn kernel_references(
    source: &str,
    statements: &[Statement],
) -> Vec<(std::ops::Range<usize>, String)> {
    let statement_lines: Vec<&std::ops::Range<usize>> =
        statements.iter().flat_map(|s| &s.lines).collect();
    let mut references = kernel_references_in(source);
    references.retain(|(range, _)| {
        !statement_lines
            .iter()
            .any(|line| line.contains(&range.start))
    });
    references
}

/// The `$class::kernel` references of C text (comments and string and
/// character literals skipped), with the kernel's symbol.
pub(crate) fn kernel_references_in(source: &str) -> Vec<(std::ops::Range<usize>, String)> {
    let bytes = source.as_bytes();
    let word = |at: usize| {
        let end = bytes[at..]
            .iter()
            .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
            .map_or(bytes.len(), |n| at + n);
        (end > at && !bytes[at].is_ascii_digit()).then_some(end)
    };
    let mut references = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                at = source[at..].find('\n').map_or(bytes.len(), |n| at + n);
            }
            b'/' if bytes.get(at + 1) == Some(&b'*') => {
                at = source[at + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |n| at + n + 4);
            }
            quote @ (b'"' | b'\'') => {
                at += 1;
                while at < bytes.len() && bytes[at] != quote && bytes[at] != b'\n' {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at += 1;
            }
            b'$' => {
                let start = at;
                at += 1;
                let Some(class_end) = word(at) else { continue };
                if !source[class_end..].starts_with("::") {
                    continue;
                }
                let Some(end) = word(class_end + 2) else {
                    continue;
                };
                at = end;
                let kernel = Text {
                    text: source[start..end].to_string(),
                    span: start..end,
                };
                references.push((start..end, kernel_symbol(&kernel).text));
            }
            _ => at += 1,
        }
    }
    references
}

/// A statement's C expression as C: its `$class::kernel`s the kernels'
/// numbers, as ztachip's compiler substitutes them on every line.
fn with_kernel_numbers(text: &str, numbers: &HashMap<String, usize>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (range, symbol) in kernel_references_in(text) {
        out.push_str(text.get(at..range.start).unwrap_or(""));
        out.push_str(&kernel_number(&symbol, numbers));
        at = range.end;
    }
    out.push_str(text.get(at..).unwrap_or(""));
    out
}

/// A `$class::kernel` in C: an integer constant, as ztachip's compiler
/// writes the kernel's encoded address in decimal, so it may stand in a
/// static initializer or a `case` label; a kernel the PCORE program does not
/// have stays its symbol, whose use is the located error.
fn kernel_number(symbol: &str, numbers: &HashMap<String, usize>) -> String {
    match numbers.get(symbol) {
        Some(number) => format!("({number})"),
        None => format!("((unsigned int){symbol})"),
    }
}

/// The link-time symbol whose value is a PCORE variable's word offset:
/// `class::var` (also `class::func.param`, `class.param`) is
/// `__tanto_zta_var_class__var`. The PCORE program defines it.
pub fn variable_symbol(variable: &Text) -> Text {
    let mangled = c_identifier(&variable.text.replace("::", "__").replace('.', "__"));
    Text {
        text: format!("__tanto_zta_var_{mangled}"),
        span: variable.span.clone(),
    }
}

/// The link-time symbol whose value is a PCORE variable's length in words
/// (`__tanto_zta_len_class__var`), for a whole variable without a cast.
/// The PCORE program defines it, as it does the variable's offset.
pub fn length_symbol(variable: &Text) -> Text {
    let offset = variable_symbol(variable);
    Text {
        text: offset
            .text
            .replacen("__tanto_zta_var_", "__tanto_zta_len_", 1),
        span: offset.span,
    }
}

/// A PCORE kernel's link-time symbol, `__tanto_zta_kernel_class__fn` for
/// `class::fn` (also written `$class::fn`), whose value is its encoded
/// address; a C value stays as written.
pub fn kernel_symbol(kernel: &Text) -> Text {
    let name = kernel.text.trim().trim_start_matches('$');
    let plain = |part: &str| {
        part.chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    if !name
        .split_once("::")
        .is_some_and(|(class, f)| plain(class) && plain(f))
    {
        return kernel.clone();
    }
    Text {
        text: format!("__tanto_zta_kernel_{}", name.replace("::", "__")),
        span: kernel.span.clone(),
    }
}

/// The kernel an EXE runs: `class::kernel`'s symbol, or a C value (a
/// `$class::kernel` number, a kernel's address, a built command's kernel)
/// through the table of numbered kernels ([`KERNEL_ADDRESS`]).
pub fn exe_kernel(kernel: &Text) -> Text {
    let symbol = kernel_symbol(kernel);
    if symbol.text.starts_with("__tanto_zta_kernel_") {
        return symbol;
    }
    Text {
        text: format!("{KERNEL_ADDRESS}(({}))", kernel.text),
        span: kernel.span.clone(),
    }
}

/// The function of the rewritten C that turns a `$class::kernel` number
/// into the kernel's address (any other value stays as it is).
pub const KERNEL_ADDRESS: &str = "__tanto_zta_numbered_kernel";

/// The statement's C expressions that are values known only at run time.
fn parameters(statement: &Statement, target: &Ztachip) -> Vec<Text> {
    let mut found: Vec<Text> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut add = |text: &Text| {
        if constant(&text.text).is_none() && !text.text.is_empty() && seen.insert(text.text.clone())
        {
            found.push(text.clone());
        }
    };
    for command in &statement.commands {
        match command {
            Command::Transfer {
                dst, src, stream, ..
            } => {
                term(dst, target, &mut add);
                if let Some(stream) = stream {
                    add(stream);
                }
                // The SPU source's `(int)` is a spelling, not a C value.
                let mut words = None;
                if matches!(dst.object, Object::Program(_)) {
                    // PCORE code is words of ztachip's own encoding,
                    // whatever the cast says.
                    let mut plain = (**src).clone();
                    plain.directives.dtype = None;
                    words = Some(plain);
                } else if matches!(dst.object, Object::Spu(_)) {
                    if let Some(t) = &src.directives.dtype {
                        if t.text.trim() == SPU_WORD_TYPE {
                            let mut plain = (**src).clone();
                            plain.directives.dtype = None;
                            words = Some(plain);
                        }
                    }
                }
                term(words.as_ref().unwrap_or(src), target, &mut add);
            }
            Command::Define { term: t, .. } => term(t, target, &mut add),
            Command::Exe {
                kernel,
                pcores,
                threads,
                ..
            } => {
                // `class::kernel` names a PCORE kernel (a link-time symbol);
                // anything else is a C value holding a kernel's number or
                // address.
                add(&exe_kernel(kernel));
                pcores.iter().chain(threads).for_each(&mut add);
            }
            // A callback is C: called after the statement's transfers.
            Command::Callback { .. } => {}
            _ => {}
        }
    }
    found
}

/// Calls `add` on each C expression of a side (and the link-time symbols
/// it needs).
pub(super) fn term(term: &Term, target: &Ztachip, add: &mut impl FnMut(&Text)) {
    let d = &term.directives;
    let for_names: HashSet<&str> = d.fors.iter().map(|(n, _)| n.text.as_str()).collect();
    for (_, range) in &d.fors {
        if let Some(range) = range {
            index(range, &for_names, add);
        }
    }
    if let Some(dtype) = &d.dtype {
        if target.dtype(&dtype.text).is_none() {
            add(dtype);
        }
    }
    d.pad
        .iter()
        .chain(&d.remap)
        .chain(&d.scatter)
        .for_each(&mut *add);
    let shape = |shape: &Option<Shape>, add: &mut dyn FnMut(&Text)| {
        for item in shape.iter().flatten().flatten() {
            add(item);
        }
    };
    match &term.object {
        Object::Memory(memory) => {
            add(&memory.pointer);
            for Dim { size, parts, .. } in &memory.dims {
                add(size);
                for part in parts.iter().flatten() {
                    add(&part.size);
                }
            }
            for i in &memory.indices {
                index(i, &for_names, add);
            }
        }
        Object::Pcore(pcore) => {
            add(&variable_symbol(&pcore.variable));
            // Without a cast, the whole variable or its one index runs
            // over the declared length.
            if pcore.variable_indices.len() <= 1 && pcore.variable_shape.is_none() {
                add(&length_symbol(&pcore.variable));
            }
            shape(&pcore.shape, add);
            for i in &pcore.indices {
                index(i, &for_names, add);
            }
            if let Some(thread) = &pcore.thread {
                shape(&thread.shape, add);
                for i in &thread.indices {
                    index(i, &for_names, add);
                }
            }
            shape(&pcore.variable_shape, add);
            for i in &pcore.variable_indices {
                index(i, &for_names, add);
            }
        }
        Object::Variable { argument, .. } => {
            if let Some(argument) = argument {
                index(argument, &for_names, add);
            }
        }
        Object::Spu(tables) => tables.iter().for_each(&mut *add),
        Object::Program(length) => add(length),
        Object::Constant { value, .. } => add(value),
    }
}

/// Every C value of a side that [`term`] passes to `add`, for `f` to
/// rewrite in place (the link-time symbols, which are no text of the
/// side, aside).
pub(super) fn term_values_mut(term: &mut Term, target: &Ztachip, f: &mut dyn FnMut(&mut Text)) {
    let d = &mut term.directives;
    let for_names: HashSet<String> = d.fors.iter().map(|(n, _)| n.text.clone()).collect();
    for (_, range) in &mut d.fors {
        if let Some(range) = range {
            index_mut(range, &for_names, f);
        }
    }
    if let Some(dtype) = &mut d.dtype {
        if target.dtype(&dtype.text).is_none() && dtype.text.trim() != SPU_WORD_TYPE {
            f(dtype);
        }
    }
    d.pad
        .iter_mut()
        .chain(&mut d.remap)
        .chain(&mut d.scatter)
        .for_each(&mut *f);
    let shape = |shape: &mut Option<Shape>, f: &mut dyn FnMut(&mut Text)| {
        for item in shape.iter_mut().flatten().flatten() {
            f(item);
        }
    };
    match &mut term.object {
        Object::Memory(memory) => {
            f(&mut memory.pointer);
            for Dim { size, parts, .. } in &mut memory.dims {
                f(size);
                for part in parts.iter_mut().flatten() {
                    f(&mut part.size);
                }
            }
            for i in &mut memory.indices {
                index_mut(i, &for_names, f);
            }
        }
        Object::Pcore(pcore) => {
            shape(&mut pcore.shape, f);
            for i in &mut pcore.indices {
                index_mut(i, &for_names, f);
            }
            if let Some(thread) = &mut pcore.thread {
                shape(&mut thread.shape, f);
                for i in &mut thread.indices {
                    index_mut(i, &for_names, f);
                }
            }
            shape(&mut pcore.variable_shape, f);
            for i in &mut pcore.variable_indices {
                index_mut(i, &for_names, f);
            }
        }
        Object::Variable { argument, .. } => {
            if let Some(argument) = argument {
                index_mut(argument, &for_names, f);
            }
        }
        Object::Spu(tables) => tables.iter_mut().for_each(&mut *f),
        Object::Program(length) => f(length),
        Object::Constant { value, .. } => f(value),
    }
}

fn index_mut(index: &mut Index, for_names: &HashSet<String>, f: &mut dyn FnMut(&mut Text)) {
    match &mut index.kind {
        IndexKind::Single(name) if for_names.contains(&name.text) => {}
        IndexKind::Single(at) => f(at),
        IndexKind::Range { begin, stride, end } => {
            begin.iter_mut().chain(stride).chain(end).for_each(f);
        }
        IndexKind::Wildcard | IndexKind::Placeholder => {}
    }
}

fn index(index: &Index, for_names: &HashSet<&str>, add: &mut dyn FnMut(&Text)) {
    match &index.kind {
        IndexKind::Single(name) if for_names.contains(&name.text.as_str()) => {}
        IndexKind::Single(at) => add(at),
        IndexKind::Range { begin, stride, end } => {
            begin.iter().chain(stride).chain(end).for_each(add);
        }
        IndexKind::Wildcard | IndexKind::Placeholder => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ztachip::read;

    #[test]
    fn statements_become_calls_on_their_last_line() {
        let source = "void f(struct r *req, int n) {\n  int dx = req->w;\n> FOR(I=0:n-1) PCORE[0:1].THREAD[I].k::v[0:7]\n  /* C between */\n>   <= PAD(fill) DTYPE(UINT8) DDR(req->src, 100, dx)[0:1][3:n*2];\n> BARRIER;\n}\n";
        let target = Ztachip::builtin().unwrap();
        let checked = read(source, &target);
        assert!(!checked.has_errors(), "{:?}", checked.diagnostics);
        let rewritten = rewrite(source, &checked, "dir/conv-3.m", &target);
        let names: Vec<&str> = rewritten
            .functions
            .iter()
            .map(|f| f.name.as_str())
            .collect();
        assert_eq!(names, ["__tanto_zta_conv_3_0", "__tanto_zta_conv_3_1"]);
        let parameters: Vec<&str> = rewritten.functions[0]
            .parameters
            .iter()
            .map(|p| p.text.as_str())
            .collect();
        // FOR's end, the PCORE variable's symbol and (indexed once, no
        // cast) its length's, the pad, the pointer, a dimension, the index
        // end (literals and the FOR name are not parameters).
        assert_eq!(
            parameters,
            [
                "n-1",
                "__tanto_zta_var_k__v",
                "__tanto_zta_len_k__v",
                "fill",
                "req->src",
                "dx",
                "n*2"
            ]
        );
        let lines: Vec<&str> = rewritten.c.lines().collect();
        assert_eq!(lines[0], "extern char __tanto_zta_len_k__v[];");
        assert_eq!(lines[1], "extern char __tanto_zta_var_k__v[];");
        assert_eq!(lines[2], "void __tanto_zta_conv_3_0(unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int, unsigned int);");
        assert_eq!(lines[3], "void __tanto_zta_conv_3_1(void);");
        assert_eq!(lines[4], "#line 1 \"dir/conv-3.m\"");
        // Source line 3 is blank, line 4 the C comment, line 5 the call.
        assert_eq!(lines[4 + 3], "");
        assert_eq!(lines[4 + 4], "  /* C between */");
        assert_eq!(lines[4 + 5], "{ __tanto_zta_conv_3_0((unsigned int)(n-1), (unsigned int)(__tanto_zta_var_k__v), (unsigned int)(__tanto_zta_len_k__v), (unsigned int)(fill), (unsigned int)(req->src), (unsigned int)(dx), (unsigned int)(n*2)); }");
        assert_eq!(lines[4 + 6], "{ __tanto_zta_conv_3_1(); }");
        assert_eq!(lines[4 + 7], "}");
    }
}
