//! Checks of a PCORE program's declarations, with ztachip's compiler's rules
//! (SW/compiler/ident.cpp): classes, class members and kernels with their
//! parameters become the [`model`] (places still unset: [`super::layout`]
//! sets them); each construct PCORE cannot have is refused, located, with
//! its reason. Kernel bodies are checked by [`super::body`].

use super::{ast::*, body, model::*, types::*};
use crate::diagnostic::Diagnostic;
use std::collections::HashMap;

pub(super) struct Checker {
    pub classes: Vec<Class>,
    pub diagnostics: Vec<Diagnostic>,
    by_name: HashMap<String, usize>,
    /// Every callable function's parameter count, by `class::name`.
    callables: HashMap<String, usize>,
    /// Variables declared without a class (`vint16 total;`): ztachip's
    /// compiler allocates them in every class's context (graph.cpp's
    /// `isSameContext` holds for a class-less one), so each class has its
    /// own, in its text place among that class's members.
    classless: Vec<Variable>,
}

/// The classes of `program` with their members and kernels (places unset)
/// and the diagnostics.
pub fn check(program: &Program) -> (Vec<Class>, Vec<Diagnostic>) {
    let mut checker = Checker {
        classes: Vec::new(),
        diagnostics: Vec::new(),
        by_name: HashMap::new(),
        callables: callables(program),
        classless: Vec::new(),
    };
    for item in &program.items {
        if let Item::Class(decl) = item {
            checker.declare_classes(decl);
        }
    }
    // Every member before any kernel: ztachip's compiler collects the
    // declarations of the whole file first (ident.cpp), so a kernel may use
    // a member declared after it.
    for item in &program.items {
        if let Item::Declaration(decl) = item {
            checker.class_members(decl);
        }
    }
    // Subroutines' signatures before any body calls them.
    for item in &program.items {
        if let Item::Function(function) = item {
            if !function.specifiers.has("_kernel_") {
                checker.subroutine(function);
            }
        }
    }
    for item in &program.items {
        match item {
            Item::Declaration(_) => {}
            Item::Function(function) => checker.kernel(function),
            Item::Pragma(pragma) => checker.diagnostics.push(Diagnostic::warning(
                pragma.span.clone(),
                format!("`#pragma {}` outside a kernel is ignored", pragma.text),
            )),
            Item::Class(_) => {}
        }
    }
    let collisions = symbol_collisions(&checker.classes);
    checker.diagnostics.extend(collisions);
    (checker.classes, checker.diagnostics)
}

/// Names whose link-time symbols would be one: the tensor program reaches
/// `class::var` as `__tanto_zta_var_class__var` and `class::k.param` as
/// `__tanto_zta_var_class__k__param` (`__tanto_zta_kernel_class__k` for a
/// kernel), so `a::b__c` and `a__b::c` would share a place. A located
/// error rather than one name silently writing the other's words.
fn symbol_collisions(classes: &[Class]) -> Vec<Diagnostic> {
    let mut seen: HashMap<String, (String, Span)> = HashMap::new();
    let mut diagnostics = Vec::new();
    let mut check = |symbol: String, name: String, span: &Span| {
        match seen.get(&symbol) {
            Some((first, at)) if *first != name => diagnostics.push(
                Diagnostic::error(
                    span.clone(),
                    format!("`{name}` and `{first}` would have one link-time symbol (`{symbol}`): rename one (a name with `__`)"),
                )
                .with_note(at.clone(), "the other is declared here"),
            ),
            Some(_) => {}
            None => {
                seen.insert(symbol, (name, span.clone()));
            }
        }
    };
    for class in classes {
        for variable in &class.variables {
            let name = format!("{}::{}", class.name, variable.name);
            check(
                format!("__tanto_zta_var_{}__{}", class.name, variable.name),
                name,
                &variable.span,
            );
        }
        for kernel in &class.kernels {
            let name = format!("{}::{}", class.name, kernel.name);
            check(
                format!("__tanto_zta_kernel_{}__{}", class.name, kernel.name),
                name.clone(),
                &kernel.span,
            );
            for param in &kernel.params {
                check(
                    format!(
                        "__tanto_zta_var_{}__{}__{}",
                        class.name, kernel.name, param.name
                    ),
                    format!("{name}.{}", param.name),
                    &param.span,
                );
            }
        }
    }
    diagnostics
}

impl Checker {
    /// A function without `_kernel_`: a subroutine kernels call as
    /// `class::f(...)` (ztachip's compiler compiles it with a stack; Tanto
    /// inlines it).
    fn subroutine(&mut self, function: &Function) {
        let Some(class) = self.class_of(&function.name, "subroutine") else {
            return;
        };
        let returns = match function.specifiers.type_word() {
            Some((word, _)) if word == "void" => None,
            Some((word, _))
                if matches!(
                    word.as_str(),
                    "int" | "int16" | "vint16" | "float" | "float8"
                ) && function.pointers == 0 =>
            {
                Some(word.clone())
            }
            _ => {
                self.diagnostics.push(Diagnostic::error(
                    function.specifiers.span.clone(),
                    "a PCORE subroutine returns `void`, `int`, `int16` or `vint16`",
                ));
                return;
            }
        };
        let first = self.classes[class]
            .subroutines
            .iter()
            .find(|s| s.name == function.name.name)
            .map(|s| s.span.clone());
        if self.defined_twice("subroutine", function, first) {
            return;
        }
        if let Some(unnamed) = function.params.iter().find(|p| p.name.is_none()) {
            if !only_void(function) {
                // Its callers' arguments would not line up with ztachip's
                // count, which skips it.
                self.diagnostics.push(Diagnostic::error(
                    unnamed.span.clone(),
                    "a subroutine parameter needs a name",
                ));
                return;
            }
        }
        let params = parameters(function, &mut self.diagnostics);
        for param in &params {
            if param.global || param.pointer || !param.shape.is_empty() {
                self.diagnostics.push(Diagnostic::error(
                    param.span.clone(),
                    "a subroutine's parameters are `int`, `int16` or `vint16` values",
                ));
                return;
            }
        }
        self.classes[class].subroutines.push(Subroutine {
            name: function.name.name.clone(),
            params,
            returns,
            span: function.name.span.clone(),
        });
    }

    /// Whether `function` (a `what`) was defined before, at `first`: then
    /// an error noting the first definition.
    fn defined_twice(&mut self, what: &str, function: &Function, first: Option<Span>) -> bool {
        let Some(first) = first else {
            return false;
        };
        self.diagnostics.push(
            Diagnostic::error(
                function.name.span.clone(),
                format!("{what} `{}` is defined twice", function.name.full()),
            )
            .with_note(first, "first defined here"),
        );
        true
    }

    fn declare_classes(&mut self, decl: &ClassDecl) {
        for name in &decl.names {
            // ztachip's compiler reads no class declaration (class.cpp's
            // scan is compiled out), so a repeated one (a header included
            // twice) is harmless: the first stands.
            if let Some(&index) = self.by_name.get(&name.name) {
                self.diagnostics.push(
                    Diagnostic::warning(
                        name.span.clone(),
                        format!("class `{}` is declared again", name.name),
                    )
                    .with_note(self.classes[index].span.clone(), "first declared here"),
                );
                continue;
            }
            self.add_class(&name.name, decl.threads, name.span.clone());
        }
    }

    fn add_class(&mut self, name: &str, threads: u32, span: Span) -> usize {
        self.by_name.insert(name.to_string(), self.classes.len());
        self.classes.push(Class {
            name: name.to_string(),
            threads,
            variables: Vec::new(),
            kernels: Vec::new(),
            shared_words: 0,
            private_words: 0,
            accumulator_words: 0,
            integer_registers: 0,
            pointer_registers: 0,
            subroutines: Vec::new(),
            span,
        });
        let class = self.classes.len() - 1;
        self.classes[class].variables = self.classless.clone();
        class
    }

    /// The class a member or kernel names, declared by that first use as
    /// ztachip's compiler declares it (16 threads).
    fn class_of(&mut self, name: &Name, what: &str) -> Option<usize> {
        let Some(class) = &name.class else {
            self.diagnostics.push(Diagnostic::error(
                name.span.clone(),
                format!(
                    "`{}` belongs to no class: a PCORE {what} is declared as `class::{}`",
                    name.name, name.name
                ),
            ));
            return None;
        };
        Some(match self.by_name.get(class) {
            Some(&index) => index,
            None => self.add_class(class, THREADS, name.span.clone()),
        })
    }

    fn class_members(&mut self, decl: &Declaration) {
        if decl.declarators.is_empty() {
            // A type alone (`enum { A, B };`, `struct s { int a; };`, from
            // a header the tensor program shares): ztachip's compiler
            // makes no variable of it, and neither does Tanto.
            return;
        }
        if decl.specifiers.has("extern") {
            // The headers' C prototypes, shared with the tensor program:
            // ztachip's compiler skips `extern` declarations.
            return;
        }
        if let Some(prototype) = decl.declarators.iter().find(|d| d.prototype) {
            self.diagnostics.push(Diagnostic::error(
                prototype.span.clone(),
                "a function declared without its body: PCORE kernels are defined with their body (`extern` prototypes are skipped)",
            ));
            return;
        }
        if let Some(error) = refused_storage(&decl.specifiers) {
            self.diagnostics.push(error);
            return;
        }
        if let Some(span) = decl.specifiers.find("_global") {
            self.diagnostics.push(Diagnostic::error(
                span.clone(),
                "`_global` marks kernel parameters (`_kernel_ void c::k(_global int n)`), not class members",
            ));
            return;
        }
        if let Some(span) = decl.specifiers.find("_kernel_") {
            self.diagnostics.push(Diagnostic::error(
                span.clone(),
                "`_kernel_` marks a kernel's definition",
            ));
            return;
        }
        let ty = match type_of(&decl.specifiers) {
            Ok(ty) => ty,
            Err(error) => {
                self.diagnostics.push(error);
                return;
            }
        };
        let shared = decl.specifiers.find("_share").cloned();
        for declarator in &decl.declarators {
            if declarator.name.class.is_none() {
                self.classless_member(&ty, shared.as_ref(), declarator);
                continue;
            }
            let Some(class) = self.class_of(&declarator.name, "variable") else {
                continue;
            };
            let Some(variable) = member(&ty, shared.as_ref(), declarator, &mut self.diagnostics)
            else {
                continue;
            };
            self.add_member(class, variable, &declarator.name);
        }
    }

    /// A class-less variable: a member of every class, those declared so
    /// far and those to come.
    fn classless_member(&mut self, ty: &TypeInfo, shared: Option<&Span>, declarator: &Declarator) {
        let Some(variable) = member(ty, shared, declarator, &mut self.diagnostics) else {
            return;
        };
        if let Some(first) = self.classless.iter().find(|v| v.name == variable.name) {
            self.diagnostics.push(
                Diagnostic::error(
                    declarator.name.span.clone(),
                    format!("`{}` is declared twice", variable.name),
                )
                .with_note(first.span.clone(), "first declared here"),
            );
            return;
        }
        for class in 0..self.classes.len() {
            self.add_member(class, variable.clone(), &declarator.name);
        }
        self.classless.push(variable);
    }

    /// Adds `variable` to `class`, unless the class has a member of its
    /// name (an error).
    fn add_member(&mut self, class: usize, variable: Variable, written: &Name) {
        let members = &self.classes[class].variables;
        if let Some(first) = members.iter().find(|v| v.name == variable.name) {
            let note = first.span.clone();
            self.diagnostics.push(
                Diagnostic::error(
                    written.span.clone(),
                    format!(
                        "`{}::{}` is declared twice",
                        self.classes[class].name, variable.name
                    ),
                )
                .with_note(note, "first declared here"),
            );
            return;
        }
        self.classes[class].variables.push(variable);
    }

    fn kernel(&mut self, function: &Function) {
        let Some(class) = self.class_of(&function.name, "kernel") else {
            return;
        };
        if !function.specifiers.has("_kernel_") {
            // A subroutine: its body, with its parameters.
            let Some(subroutine) = self.classes[class]
                .subroutines
                .iter()
                .find(|s| s.name == function.name.name && s.span == function.name.span)
                .cloned()
            else {
                return;
            };
            let as_kernel = Kernel {
                name: subroutine.name.clone(),
                params: subroutine.params.clone(),
                private_words: 0,
                span: subroutine.span.clone(),
            };
            body::check(
                function,
                &as_kernel,
                &self.classes[class],
                &self.callables,
                subroutine.returns.is_some(),
                &mut self.diagnostics,
            );
            // ztachip's compiler launches any function EXE_LOCKSTEP names
            // (mcore.cpp finds it by name; `_kernel_` only checks the return
            // type): a `void` one without parameters is a kernel too.
            if subroutine.returns.is_none() && subroutine.params.is_empty() {
                self.classes[class].kernels.push(as_kernel);
            }
            return;
        }
        let returns_void = function
            .specifiers
            .type_word()
            .is_some_and(|(w, _)| w == "void");
        if !returns_void || function.pointers > 0 {
            self.diagnostics.push(Diagnostic::error(
                function.specifiers.span.clone(),
                "a kernel returns `void`",
            ));
        }
        if let Some(error) = refused_storage(&function.specifiers) {
            self.diagnostics.push(error);
        }
        let first = self.classes[class]
            .kernels
            .iter()
            .find(|k| k.name == function.name.name)
            .map(|k| k.span.clone());
        if self.defined_twice("kernel", function, first) {
            return;
        }
        let params = parameters(function, &mut self.diagnostics);
        let kernel = Kernel {
            name: function.name.name.clone(),
            params,
            private_words: 0,
            span: function.name.span.clone(),
        };
        body::check(
            function,
            &kernel,
            &self.classes[class],
            &self.callables,
            false,
            &mut self.diagnostics,
        );
        self.classes[class].kernels.push(kernel);
    }
}

/// A class member of type `ty` (`_share` when `shared`), or its refusal.
fn member(
    ty: &TypeInfo,
    shared: Option<&Span>,
    declarator: &Declarator,
    diagnostics: &mut Vec<Diagnostic>,
) -> Option<Variable> {
    let name = &declarator.name;
    let refuse = |diagnostics: &mut Vec<Diagnostic>, why: String| {
        diagnostics.push(Diagnostic::error(declarator.span.clone(), why));
        None
    };
    if let Some(init) = &declarator.init {
        // ztachip's compiler reads the values and emits nothing for them
        // (gen.cpp initialises a kernel's locals only).
        diagnostics.push(Diagnostic::warning(
            init.span(),
            "ztachip's compiler ignores a member's initial values: they are not set; set them from a kernel or the tensor program",
        ));
    }
    if is_reserved(&name.name) {
        return refuse(
            diagnostics,
            format!(
                "`{}` is a reserved name (tid, pid, _VMASK and the vector intrinsics)",
                name.name
            ),
        );
    }
    diagnostics.extend(dropped_pointers_warning(declarator));
    let shape = shape(&declarator.dims, diagnostics)?;
    let pointer = declarator.pointers > 0;
    if declarator.pointers > 1 {
        return refuse(
            diagnostics,
            "a pointer to a pointer: PCORE pointers point into private or shared memory".into(),
        );
    }
    let space = match (ty.kind, pointer, shared.is_some()) {
        (Kind::Vector, false, true) => Space::Shared,
        (_, _, true) => {
            return refuse(
                diagnostics,
                format!("only int16, float2, float4 and vint16 arrays can be `_share`d; `{}{}` cannot (ztachip's compiler: \"Only float are supported for global variables\")", ty.word, if pointer { " *" } else { "" }),
            )
        }
        (Kind::Vector, false, false) => Space::Private,
        (Kind::Vector, true, _) => Space::Pointer,
        (Kind::Integer, false, _) => Space::Integer,
        (Kind::Integer, true, _) => {
            return refuse(diagnostics, "a pointer to `int`: PCORE pointers point to int16 or vint16 data".into())
        }
        (Kind::Accumulator, false, _) => Space::Accumulator,
        (Kind::Accumulator, true, _) => {
            return refuse(diagnostics, format!("a pointer to `{}`: accumulators cannot be addressed (ztachip's compiler: \"Pointer to double not supported\")", ty.word))
        }
    };
    if matches!(space, Space::Integer | Space::Pointer) && !shape.is_empty() {
        return refuse(diagnostics, format!("`{}` is a register: it cannot be an array (ztachip's compiler: \"Array is not allowed for this variable type\")", name.name));
    }
    let words = match space {
        Space::Integer | Space::Pointer => Some(1),
        _ => words_of(ty.lanes, &shape),
    };
    let Some(words) = words.filter(|w| *w <= MEMORY_WORDS) else {
        return refuse(
            diagnostics,
            format!(
                "`{}` is larger than a PCORE's {MEMORY_WORDS} words of memory",
                name.name
            ),
        );
    };
    Some(Variable {
        name: name.name.clone(),
        element: ty.word.clone(),
        element_bits: if pointer { 13 } else { ty.bits },
        lanes: ty.lanes,
        pointer,
        space,
        shape,
        words,
        word_offset: 0,
        element_offset: 0,
        span: declarator.span.clone(),
    })
}

/// A kernel's parameters, with ztachip's compiler's rules (scanParm).
/// Every function a kernel may call, kernels too, by `class::name`, with
/// its parameter count: ztachip's compiler finds a callee by its full name
/// in the whole file (gen.cpp's genTermFunctionCall), whatever its class
/// and whether or not it is a kernel.
fn callables(program: &Program) -> HashMap<String, usize> {
    program
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Function(f) if f.name.class.is_some() => {
                let count = if only_void(f) { 0 } else { f.params.len() };
                Some((f.name.full(), count))
            }
            _ => None,
        })
        .collect()
}

/// `f(void)`: no parameters.
fn only_void(function: &Function) -> bool {
    function.params.len() == 1
        && function.params[0].name.is_none()
        && function.params[0].pointers == 0
        && function.params[0]
            .specifiers
            .type_word()
            .is_some_and(|(w, _)| w == "void")
}

fn parameters(function: &Function, diagnostics: &mut Vec<Diagnostic>) -> Vec<Parameter> {
    let mut params: Vec<Parameter> = Vec::new();
    let mut globals = 0;
    if only_void(function) {
        return params;
    }
    for param in &function.params {
        let refuse = |diagnostics: &mut Vec<Diagnostic>, why: String| {
            diagnostics.push(Diagnostic::error(param.span.clone(), why));
        };
        let Some(name) = &param.name else {
            // ztachip's compiler reads only named parameters (ident.cpp's
            // scanParm): `k::run(int)` takes none.
            diagnostics.push(Diagnostic::warning(
                param.span.clone(),
                "an unnamed parameter takes no value: ztachip's compiler leaves it out",
            ));
            continue;
        };
        if let Some(error) = refused_storage(&param.specifiers) {
            diagnostics.push(error);
            continue;
        }
        if let Some(span) = param.specifiers.find("_share") {
            diagnostics.push(Diagnostic::error(span.clone(), "a kernel parameter cannot be `_share`d (ztachip's compiler: \"Share variable is only available for global variable\")"));
            continue;
        }
        let ty = match type_of(&param.specifiers) {
            Ok(ty) => ty,
            Err(error) => {
                diagnostics.push(error);
                continue;
            }
        };
        let shape = if param.dims.is_empty() {
            Vec::new()
        } else if param.pointers > 0 || ty.kind == Kind::Integer {
            // ztachip's compiler: "Integer parameter must be scalar",
            // "Pointer parameter must be scalar".
            let what = if param.pointers > 0 {
                "pointer"
            } else {
                "`int`"
            };
            refuse(
                diagnostics,
                format!(
                    "parameter `{}` is an array of {what}s: only int16-family parameters can be arrays (ztachip's compiler: \"{} parameter must be scalar\")",
                    name.name,
                    if param.pointers > 0 { "Pointer" } else { "Integer" }
                ),
            );
            continue;
        } else {
            match shape(&param.dims, diagnostics) {
                Some(shape) => shape,
                None => continue,
            }
        };
        if words_of(ty.lanes, &shape).is_none_or(|w| w > MEMORY_WORDS) {
            refuse(
                diagnostics,
                format!(
                    "parameter `{}` is larger than a PCORE's {MEMORY_WORDS} words of memory",
                    name.name
                ),
            );
            continue;
        }
        if params.iter().any(|p| p.name == name.name) {
            refuse(
                diagnostics,
                format!("parameter `{}` is declared twice", name.name),
            );
            continue;
        }
        let global = param.specifiers.has("_global");
        let pointer = param.pointers > 0;
        let space = match (ty.kind, pointer, global) {
            (Kind::Integer, false, true) => {
                globals += 1;
                if globals > GLOBAL_PARAMETERS {
                    refuse(diagnostics, format!("a kernel takes at most {GLOBAL_PARAMETERS} `_global int` parameters (ztachip's compiler: \"out of integer auto memory\")"));
                    continue;
                }
                Space::Integer
            }
            (_, _, true) => {
                refuse(diagnostics, "only `int` parameters can be `_global`".into());
                continue;
            }
            (Kind::Integer, false, false) | (Kind::Vector, _, false) if param.pointers <= 1 => {
                Space::Private
            }
            (Kind::Accumulator, _, _) => {
                refuse(diagnostics, format!("a `{}` parameter: accumulators cannot be passed to a kernel (ztachip's compiler: \"Unsupported variable type\")", ty.word));
                continue;
            }
            _ => {
                refuse(
                    diagnostics,
                    "this parameter type cannot be passed to a kernel".into(),
                );
                continue;
            }
        };
        params.push(Parameter {
            name: name.name.clone(),
            element: ty.word.clone(),
            // `int` and pointers pass through a one-word shadow.
            lanes: if pointer || ty.kind == Kind::Integer {
                1
            } else {
                ty.lanes
            },
            shape,
            pointer,
            global,
            space,
            word_offset: 0,
            span: param.span.clone(),
        });
    }
    params
}
