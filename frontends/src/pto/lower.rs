//! The IR glue of the PTO frontend: the syntax tree into a module, through
//! melior's builders for func/arith/scf and the dialect definitions' builders
//! for our ops. Each PTO statement is planned by [`super::ops`]; this module
//! only resolves `%names` to values and builds what was planned.

mod carried;
mod while_loop;

use super::{
    ast::{
        parse_int, AttrEntry, CallOp, File, ForOp, Func, IfOp, Item, Name, Op, ParsedOpKind, Span,
        Statement,
    },
    ops::{is_pto_op, AttrValue, Planned, Scope, Translator},
    types::{Ty, Written},
    PtoTarget,
};
use crate::{diagnostic::Diagnostic, source_files::SourceFiles};
use melior::{
    ir::{
        attribute::{
            ArrayAttribute, DenseElementsAttribute, DenseI32ArrayAttribute, DenseI64ArrayAttribute,
            DictionaryAttribute, FlatSymbolRefAttribute, FloatAttribute, IntegerAttribute,
            StringAttribute, TypeAttribute,
        },
        block::BlockLike,
        operation::{OperationBuilder, OperationLike, OperationMutLike},
        r#type::{FunctionType, IntegerType},
        Attribute, Block, Identifier, Location, Module, Operation, Region, RegionLike, Type, Value,
        ValueLike,
    },
    Context,
};
use std::collections::{HashMap, HashSet};
use tanto_dialects::ir::handles::{BlockHandle, ValueHandle};

/// The arith ops whose operands and result share one type.
const SAME_TYPE_ARITH: &[&str] = &[
    "addi",
    "subi",
    "muli",
    "divsi",
    "divui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "remsi",
    "remui",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrsi",
    "shrui",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
    "addf",
    "subf",
    "mulf",
    "divf",
    "remf",
    "maximumf",
    "minimumf",
    "maxnumf",
    "minnumf",
    "negf",
];

const CMPI: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const CMPF: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

pub struct Lowering<'c, 'f> {
    context: &'c Context,
    files: &'f SourceFiles,
    arch: PtoTarget,
    pub diagnostics: Vec<Diagnostic>,
    /// What the planner knows of the values in scope.
    scope: Scope,
    /// `%name` to value, innermost region last.
    values: Vec<HashMap<String, ValueHandle>>,
    /// Results of statements that failed: their uses are not reported again.
    poisoned: HashSet<String>,
    /// Per region being built, innermost last: the buffers its `scf.yield`
    /// carries out after the source's values (carried.rs).
    carry: Vec<Vec<Name>>,
    /// The core type the file is compiled for, if the caller says.
    pub kernel_kind: Option<super::KernelKind>,
    /// The current function's: its `pto.kernel_kind`, else the caller's.
    function_kind: Option<super::KernelKind>,
    /// Functions lowered once per core type (mixed.rs).
    mixed: HashSet<String>,
    /// Where ops go.
    block: Option<BlockHandle>,
    /// The entry block of a bare list, which grows an argument per input.
    bare_entry: Option<BlockHandle>,
}

type Built<T> = Result<T, ()>;

impl<'c, 'f> Lowering<'c, 'f> {
    pub fn new(context: &'c Context, files: &'f SourceFiles, arch: PtoTarget) -> Self {
        Self {
            context,
            files,
            arch,
            diagnostics: Vec::new(),
            scope: Scope::default(),
            values: Vec::new(),
            poisoned: HashSet::new(),
            carry: Vec::new(),
            kernel_kind: None,
            function_kind: None,
            mixed: HashSet::new(),
            block: None,
            bare_entry: None,
        }
    }

    fn loc(&self, span: &Span) -> Location<'c> {
        let (file, line, column) = self.files.position(span.start);
        Location::new(self.context, file, line, column)
    }

    fn error(&mut self, span: &Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::error(span.clone(), message));
    }

    /// A frontend bug: MLIR refused what the planner produced.
    fn internal(&mut self, span: &Span, message: impl std::fmt::Display) {
        self.error(span, format!("internal error: {message}"));
    }

    pub fn module(&mut self, file: &File, bare_name: &str) -> Option<Module<'c>> {
        let _span = tracing::info_span!("pto-lower").entered();
        let mut module = Module::new(Location::new(self.context, &self.files.main().name, 1, 1));
        let attrs: Vec<(&str, Attribute<'c>)> = file
            .module_attrs
            .iter()
            .filter_map(|entry| self.attribute(entry).map(|a| (entry.key.as_str(), a)))
            .collect();
        let mut module_op = module.as_operation_mut();
        for (name, value) in attrs {
            module_op.set_attribute(name, value);
        }
        // The target the file was compiled for, for the pto dialect's
        // verifier (its per-target checks) and the tools.
        let target = StringAttribute::new(self.context, self.arch.name());
        module_op.set_attribute(tanto_dialects::pto_target::TARGET_ATTRIBUTE, target.into());
        if !file.bare.is_empty() && !file.funcs.is_empty() {
            let at = file.bare[0].span.clone();
            self.error(
                &at,
                "a file of `func.func` kernels cannot also have statements outside them",
            );
            return None;
        }
        self.check_entries(&file.funcs);
        if self.kernel_kind.is_none() {
            self.mixed = super::mixed::mixed(&file.funcs);
        }
        let names: HashSet<&str> = file.funcs.iter().map(|f| f.name.as_str()).collect();
        for func in &file.funcs {
            if !self.mixed.contains(&func.name) {
                if let Some(op) = self.func(func, None) {
                    module.body().append_operation(op);
                }
                continue;
            }
            for kind in [super::KernelKind::Cube, super::KernelKind::Vector] {
                let copy = super::mixed::copy_name(&func.name, kind);
                if names.contains(copy.as_str()) {
                    self.error(
                        &func.name_span,
                        format!("@{} has sections and no kernel kind, so it is compiled once per core type as @{copy}, which the module already defines", func.name),
                    );
                    continue;
                }
                if let Some(op) = self.func(func, Some((kind, copy))) {
                    module.body().append_operation(op);
                }
            }
        }
        let split_usage = self.scope.split_usage.check();
        self.diagnostics.extend(split_usage);
        let peer_inits = self.scope.peer_inits.check();
        self.diagnostics.extend(peer_inits);
        if !file.bare.is_empty() {
            if let Some(op) = self.bare_list(&file.bare, bare_name) {
                module.body().append_operation(op);
            }
        }
        Some(module)
    }

    /// PTOAS's rule for kernel entries: the functions marked `pto.entry`,
    /// or else a module's only function; the host launches them, so they
    /// return nothing.
    fn check_entries(&mut self, funcs: &[Func]) {
        let marked = funcs.iter().any(|f| f.entry.is_some());
        for func in funcs {
            let entry = func.entry.is_some() || !marked && funcs.len() == 1;
            if entry && !func.results.is_empty() {
                let diagnostic = Diagnostic::error(
                    func.name_span.clone(),
                    format!(
                        "@{} is a PTO entry function, which must return void",
                        func.name
                    ),
                );
                let diagnostic = match &func.entry {
                    Some(at) => diagnostic.with_note(at.clone(), "marked an entry here"),
                    None => diagnostic.with_help(
                        "a module's only function is its entry (as in PTOAS); with several functions, `attributes {pto.entry}` marks the entries",
                    ),
                };
                self.diagnostics.push(diagnostic);
            }
        }
    }

    /// A module attribute: strings, numbers and unit entries are kept.
    fn attribute(&self, entry: &AttrEntry) -> Option<Attribute<'c>> {
        match &entry.value {
            None => Some(Attribute::unit(self.context)),
            Some(Item::Literal(text, _)) if text.starts_with('"') => {
                Some(StringAttribute::new(self.context, text.trim_matches('"')).into())
            }
            Some(Item::Literal(text, _)) => parse_int(text).map(|v| {
                IntegerAttribute::new(IntegerType::new(self.context, 64).into(), v).into()
            }),
            Some(Item::Word(word, _)) => Some(StringAttribute::new(self.context, word).into()),
            _ => None,
        }
    }

    /// A tile rebound to a run-time offset (level 3) lands where the program
    /// says, so PTOAS wants every alloc_tile of the function placed by hand.
    fn check_rebinds(&mut self) {
        if let (Some(rebind), Some(planned)) = (
            self.scope.rebind_at.clone(),
            self.scope.planned_alloc_at.clone(),
        ) {
            self.diagnostics.push(
                Diagnostic::error(planned, "this alloc_tile needs `addr = ...`: the function rebinds a tile to a run-time offset, so every tile is placed by hand (level 3)")
                    .with_note(rebind, "rebound here"),
            );
        }
    }

    fn start_function(&mut self, bare: bool) {
        self.scope = Scope {
            bare,
            split_usage: std::mem::take(&mut self.scope.split_usage),
            peer_inits: std::mem::take(&mut self.scope.peer_inits),
            ..Scope::default()
        };
        self.values = vec![HashMap::new()];
        self.poisoned.clear();
    }

    /// Lowers `func`, or its copy for one core type (mixed.rs).
    fn func(
        &mut self,
        func: &Func,
        copy: Option<(super::KernelKind, String)>,
    ) -> Option<Operation<'c>> {
        self.start_function(false);
        self.scope.function = func.name.clone();
        self.function_kind = self.kernel_kind.or(copy.as_ref().map(|(k, _)| *k));
        if let Some((text, span)) = &func.kind {
            match super::KernelKind::parse(text) {
                Some(kind) if self.kernel_kind.is_some_and(|k| k != kind) => {
                    self.error(
                        span,
                        format!(
                            "@{} is a {text} kernel, but it is compiled for the {} unit",
                            func.name,
                            self.kernel_kind.map_or("", |k| k.name())
                        ),
                    );
                }
                Some(kind) => self.function_kind = Some(kind),
                None => {
                    self.error(
                        span,
                        format!("unknown kernel kind `{text}`; expected cube or vector"),
                    );
                }
            }
        }
        let mut inputs = Vec::new();
        let mut broken = false;
        // A gm memref parameter is a pointer; its view is made on entry.
        let mut global_memrefs = Vec::new();
        for param in &func.params {
            match param.ty.as_ref().and_then(|t| self.written(t)) {
                Some((view @ Ty::View(_), _)) if is_global_memref(&param.ty) => {
                    let Ty::View(v) = &view else { continue };
                    let pointer = Ty::Ptr(v.element.clone());
                    let Some(mlir) = self.mlir_type(&pointer, &param.name.span) else {
                        broken = true;
                        continue;
                    };
                    global_memrefs.push((inputs.len(), view));
                    inputs.push(((pointer, mlir), param));
                }
                Some(ty) => inputs.push((ty, param)),
                None => {
                    broken = true;
                    self.poisoned.insert(param.name.text.clone());
                }
            }
        }
        let types: Vec<Type<'c>> = inputs.iter().map(|(t, _)| t.1).collect();
        let args: Vec<(Type<'c>, Location<'c>)> = inputs
            .iter()
            .map(|((_, t), p)| (*t, self.loc(&p.name.span)))
            .collect();
        let region = Region::new();
        let block = region.append_block(Block::new(&args));
        let block = BlockHandle::of(block);
        for (i, ((ty, _), param)) in inputs.iter().enumerate() {
            if let Ok(value) = block.get().argument(i) {
                self.bind(&param.name, ValueHandle::of(value), ty.clone());
            }
        }
        self.block = Some(block);
        for (index, view) in global_memrefs {
            let param = inputs[index].1;
            if !self.global_memref_view(block, index, &param.name, view) {
                broken = true;
            }
        }
        self.ops(&func.body);
        self.check_rebinds();
        let result_types: Vec<Type<'c>> = func
            .results
            .iter()
            .filter_map(|r| self.written(r).map(|(_, t)| t))
            .collect();
        if !ends_with(&func.body, |k| matches!(k, ParsedOpKind::Return(_))) {
            self.error(&func.end, format!("`{}` must end with `return`", func.name));
        }
        let arg_attrs: Vec<Attribute<'c>> = func
            .params
            .iter()
            .map(|param| {
                let entries: Vec<(Identifier<'c>, Attribute<'c>)> = if param.attrs.is_empty() {
                    vec![(
                        Identifier::new(self.context, "tanto.name"),
                        StringAttribute::new(self.context, param.name.text.trim_start_matches('%'))
                            .into(),
                    )]
                } else {
                    param
                        .attrs
                        .iter()
                        .filter_map(|e| {
                            self.attribute(e)
                                .map(|a| (Identifier::new(self.context, &e.key), a))
                        })
                        .collect()
                };
                DictionaryAttribute::new(self.context, &entries).into()
            })
            .collect();
        if broken {
            return None;
        }
        let name = copy.map_or(func.name.clone(), |(_, name)| name);
        let mut op =
            self.function_op(&name, &types, &result_types, arg_attrs, region, &func.span)?;
        if let Some(visibility) = &func.visibility {
            op.set_attribute(
                "sym_visibility",
                StringAttribute::new(self.context, visibility).into(),
            );
        }
        Some(op)
    }

    fn function_op(
        &mut self,
        name: &str,
        inputs: &[Type<'c>],
        results: &[Type<'c>],
        arg_attrs: Vec<Attribute<'c>>,
        region: Region<'c>,
        span: &Span,
    ) -> Option<Operation<'c>> {
        let function_type = FunctionType::new(self.context, inputs, results);
        let mut attributes = vec![
            (
                Identifier::new(self.context, "sym_name"),
                StringAttribute::new(self.context, name).into(),
            ),
            (
                Identifier::new(self.context, "function_type"),
                TypeAttribute::new(function_type.into()).into(),
            ),
        ];
        if !arg_attrs.is_empty() {
            attributes.push((
                Identifier::new(self.context, "arg_attrs"),
                ArrayAttribute::new(self.context, &arg_attrs).into(),
            ));
        }
        match OperationBuilder::new("func.func", self.loc(span))
            .add_attributes(&attributes)
            .add_regions([region])
            .build()
        {
            Ok(op) => Some(op),
            Err(e) => {
                self.internal(span, e);
                None
            }
        }
    }

    /// A bare instruction list: one function of its declared and implicitly
    /// typed inputs, named after the file.
    fn bare_list(&mut self, ops: &[Op], name: &str) -> Option<Operation<'c>> {
        self.start_function(true);
        let region = Region::new();
        let block = BlockHandle::of(region.append_block(Block::new(&[])));
        self.block = Some(block);
        self.bare_entry = Some(block);
        self.ops(ops);
        let end = ops.last().map_or(0..0, |op| op.span.end..op.span.end);
        self.append(
            OperationBuilder::new("func.return", self.loc(&end)).build(),
            &end,
        );
        let entry = block.get();
        let inputs: Vec<Type<'c>> = (0..entry.argument_count())
            .filter_map(|i| entry.argument(i).ok().map(|a| a.r#type()))
            .collect();
        self.bare_entry = None;
        let whole = ops.first().map_or(0..0, |op| op.span.clone());
        self.function_op(name, &inputs, &[], Vec::new(), region, &whole)
    }

    /// Binds a gm memref parameter (block argument `index`, a pointer) to
    /// the view `pto.make_view` makes of it on entry. False after an error.
    fn global_memref_view(
        &mut self,
        block: BlockHandle,
        index: usize,
        name: &Name,
        view: Ty,
    ) -> bool {
        let (Some(mlir), Ok(argument)) = (
            self.mlir_type(&view, &name.span),
            block.get().argument(index),
        ) else {
            return false;
        };
        let loc = self.loc(&name.span);
        let op = match tanto_dialects::build_op(
            self.context,
            loc,
            "pto.make_view",
            &[argument.into()],
            &[mlir],
            &[],
        ) {
            Ok(op) => op,
            Err(e) => {
                self.error(&name.span, e.to_string());
                return false;
            }
        };
        // Its pointer too, for ops over the raw memory (an explicit pipe's
        // slot buffer); `#` keeps the name apart from the source's.
        if let Ty::View(v) = &view {
            let base = Name {
                text: format!("{}#base", name.text),
                span: name.span.clone(),
            };
            self.bind(&base, ValueHandle::of(argument), Ty::Ptr(v.element.clone()));
        }
        match self.append(Ok(op), &name.span).as_deref() {
            Some([value]) => {
                self.bind(name, *value, view);
                true
            }
            _ => false,
        }
    }

    fn ops(&mut self, ops: &[Op]) {
        for op in ops {
            if self.op(op).is_err() {
                for result in &op.results {
                    self.poisoned.insert(result.text.clone());
                }
            }
        }
    }

    fn append(
        &mut self,
        op: Result<Operation<'c>, melior::Error>,
        span: &Span,
    ) -> Option<Vec<ValueHandle>> {
        match op {
            Ok(op) => {
                let block = self.block?.get();
                let op = block.append_operation(op);
                Some(op.results().map(ValueHandle::of).collect())
            }
            Err(e) => {
                self.internal(span, e);
                None
            }
        }
    }

    /// Binds a statement's results, checking their count.
    fn bind_results(&mut self, op: &Op, values: &[ValueHandle], types: &[Ty]) -> Built<()> {
        if op.results.len() != values.len() {
            let at = op
                .results
                .first()
                .map_or(op.span.clone(), |r| r.span.clone());
            self.error(
                &at,
                format!(
                    "this op has {} result{}, but {} {} named",
                    values.len(),
                    if values.len() == 1 { "" } else { "s" },
                    op.results.len(),
                    if op.results.len() == 1 { "is" } else { "are" }
                ),
            );
            return Err(());
        }
        for ((name, value), ty) in op.results.iter().zip(values).zip(types) {
            self.bind(name, *value, ty.clone());
        }
        Ok(())
    }

    fn bind(&mut self, name: &Name, value: ValueHandle, ty: Ty) {
        self.scope.types.insert(name.text.clone(), ty);
        if let Some(scope) = self.values.last_mut() {
            scope.insert(name.text.clone(), value);
        }
    }

    fn lookup(&self, name: &str) -> Option<ValueHandle> {
        self.values.iter().rev().find_map(|s| s.get(name)).copied()
    }

    /// The value of a use; None (reported) when it is not defined.
    fn use_value(&mut self, name: &Name) -> Built<Value<'c, 'static>> {
        if let Some(v) = self.lookup(&name.text) {
            return Ok(v.get());
        }
        if !self.poisoned.contains(&name.text) {
            self.error(&name.span, format!("use of undefined value {}", name.text));
        }
        Err(())
    }

    fn is_poisoned(&self, name: &str) -> bool {
        self.poisoned.contains(name)
    }

    /// Our type for a written type.
    fn written(&mut self, written: &(Written, Span)) -> Option<(Ty, Type<'c>)> {
        let ty = match &written.0 {
            Written::Known(ty) => ty.clone(),
            Written::View(view) => match view.static_type() {
                Some(ty) => ty,
                None => {
                    self.diagnostics.push(
                        Diagnostic::error(written.1.clone(), "a tensor view with dynamic dimensions can only be the result of pto.make_tensor_view here")
                            .with_help("pass a !pto.ptr<T> and make the view in the kernel"),
                    );
                    return None;
                }
            },
        };
        let mlir = self.mlir_type(&ty, &written.1)?;
        Some((ty, mlir))
    }

    fn mlir_type(&mut self, ty: &Ty, span: &Span) -> Option<Type<'c>> {
        match super::ir::mlir_type(self.context, ty) {
            Ok(t) => Some(t),
            Err(message) => {
                self.error(span, message);
                None
            }
        }
    }

    fn op(&mut self, op: &Op) -> Built<()> {
        match &op.kind {
            ParsedOpKind::Arg { value, ty } => {
                let Some(entry) = self.bare_entry else {
                    self.error(&op.span, "`.arg` declares an input of a bare instruction list; a kernel takes arguments");
                    return Err(());
                };
                let (ty, mlir) = self.written(ty).ok_or(())?;
                let arg = entry.get().add_argument(mlir, self.loc(&value.span));
                self.scope.implicit.push((value.text.clone(), ty.clone()));
                self.bind(value, ValueHandle::of(arg), ty);
                Ok(())
            }
            ParsedOpKind::Const { value, literal, ty } => {
                let values = self.constant(literal, ty.as_ref(), &op.span)?;
                self.bind_results(
                    &Op {
                        results: vec![value.clone()],
                        kind: ParsedOpKind::Yield(Vec::new()),
                        span: op.span.clone(),
                    },
                    &values.0,
                    &[values.1],
                )?;
                if let Some(v) = parse_int(&literal.0) {
                    self.scope.constants.insert(value.text.clone(), v);
                }
                Ok(())
            }
            ParsedOpKind::Constant { literal, ty } => {
                let (values, ty) = self.constant(literal, ty.as_ref(), &op.span)?;
                self.bind_results(op, &values, &[ty])?;
                if let (Some(v), [result]) = (parse_int(&literal.0), op.results.as_slice()) {
                    self.scope.constants.insert(result.text.clone(), v);
                }
                Ok(())
            }
            ParsedOpKind::Arith {
                op: name,
                op_span,
                operands,
                ty,
            } => {
                let short = name.trim_start_matches("arith.");
                if !SAME_TYPE_ARITH.contains(&short) {
                    self.error(op_span, format!("unsupported arith op `{name}`"));
                    return Err(());
                }
                let unary = short == "negf";
                if operands.len() != if unary { 1 } else { 2 } {
                    self.error(
                        op_span,
                        format!(
                            "`{name}` takes {} operand{}",
                            if unary { 1 } else { 2 },
                            if unary { "" } else { "s" }
                        ),
                    );
                    return Err(());
                }
                self.simple(op, name, operands, ty, Vec::new())
            }
            ParsedOpKind::Compare {
                float,
                predicate,
                lhs,
                rhs,
                ty: _,
            } => {
                let table = if *float { CMPF } else { CMPI };
                let Some(index) = table.iter().position(|p| *p == predicate.0) else {
                    self.error(
                        &predicate.1,
                        format!(
                            "unknown predicate `{}`; expected one of {}",
                            predicate.0,
                            table.join(", ")
                        ),
                    );
                    return Err(());
                };
                let name = if *float { "arith.cmpf" } else { "arith.cmpi" };
                let i1 = (
                    Written::Known(Ty::Builtin("i1".into())),
                    predicate.1.clone(),
                );
                let attr =
                    IntegerAttribute::new(IntegerType::new(self.context, 64).into(), index as i64)
                        .into();
                self.simple(
                    op,
                    name,
                    &[lhs.clone(), rhs.clone()],
                    &i1,
                    vec![("predicate", attr)],
                )
            }
            ParsedOpKind::Cast {
                op: name,
                value,
                to,
            } => {
                // MLIR's cast rules, located at the cast (the verifier's
                // message would name no source line in a program).
                let from = match self.scope.types.get(&value.text) {
                    Some(Ty::Builtin(b)) => Some(b.clone()),
                    _ => None,
                };
                let target = match &to.0 {
                    Written::Known(Ty::Builtin(b)) => Some(b.clone()),
                    _ => None,
                };
                if let (Some(from), Some(target)) = (from, target) {
                    if let Some(message) = cast_error(name, &from, &target) {
                        self.error(&op.span, message);
                        return Err(());
                    }
                }
                self.simple(op, name, std::slice::from_ref(value), to, Vec::new())
            }
            ParsedOpKind::Extract {
                vector,
                position,
                ty,
                from,
            } => {
                let counts = Written::Known(Ty::Builtin("vector<4xi16>".into()));
                let i16 = Written::Known(Ty::Builtin("i16".into()));
                if from.0 != counts || ty.0 != i16 {
                    self.error(&op.span, "vector.extract reads one of TMRGSORT's executed counts: `vector.extract %e[k] : i16 from vector<4xi16>`");
                    return Err(());
                }
                if !(0..4).contains(&position.0) {
                    self.error(
                        &position.1,
                        format!("position {} is outside vector<4xi16>: 0 to 3", position.0),
                    );
                    return Err(());
                }
                let known = self.scope.types.get(&vector.text);
                if known.is_some_and(|t| Written::Known(t.clone()) != counts) {
                    self.error(
                        &vector.span,
                        format!("{} is not a vector<4xi16>", vector.text),
                    );
                    return Err(());
                }
                let at = DenseI64ArrayAttribute::new(self.context, &[position.0]).into();
                self.simple(
                    op,
                    "vector.extract",
                    std::slice::from_ref(vector),
                    ty,
                    vec![("static_position", at)],
                )
            }
            ParsedOpKind::Select {
                condition,
                values,
                ty,
            } => {
                let operands = [condition.clone(), values[0].clone(), values[1].clone()];
                self.simple(op, "arith.select", &operands, ty, Vec::new())
            }
            ParsedOpKind::For(for_op) => self.for_op(op, for_op),
            ParsedOpKind::If(if_op) => self.if_op(op, if_op),
            ParsedOpKind::While(while_op) => self.while_op(op, while_op),
            ParsedOpKind::Condition { condition, values } => self.condition(op, condition, values),
            // Code for one core type: the kernel's kind keeps it or drops it.
            ParsedOpKind::Section {
                cube,
                keyword,
                body,
            } => {
                let wanted = if *cube {
                    super::KernelKind::Cube
                } else {
                    super::KernelKind::Vector
                };
                match self.function_kind {
                    Some(kind) if kind == wanted => {
                        self.ops(body);
                        Ok(())
                    }
                    Some(_) => Ok(()),
                    // mixed.rs gives every function with sections a kind.
                    None => {
                        self.internal(
                            keyword,
                            format!(
                                "a {} section in a function lowered without a core type",
                                wanted.name()
                            ),
                        );
                        Err(())
                    }
                }
            }
            ParsedOpKind::Yield(values) => self.terminator(op, "scf.yield", values),
            ParsedOpKind::Return(values) => self.terminator(op, "func.return", values),
            ParsedOpKind::Call(call) => self.call(op, call),
            ParsedOpKind::Instruction(statement) => self.instruction(op, statement),
            ParsedOpKind::Broken => Err(()),
        }
    }

    fn constant(
        &mut self,
        literal: &(String, Span),
        ty: Option<&(Written, Span)>,
        span: &Span,
    ) -> Built<(Vec<ValueHandle>, Ty)> {
        let text = literal.0.as_str();
        if let Some(elements) = text
            .strip_prefix("dense<")
            .and_then(|t| t.strip_suffix('>'))
        {
            return self.dense_constant(elements, literal, ty, span);
        }
        let is_float = text.contains('.') || (!text.starts_with("0x") && text.contains(['e', 'E']));
        let default = match text {
            "true" | "false" => "i1",
            _ if is_float => "f64",
            _ => "i64",
        };
        let written = ty.cloned().unwrap_or((
            Written::Known(Ty::Builtin(default.into())),
            literal.1.clone(),
        ));
        let (ty, mlir) = self.written(&written).ok_or(())?;
        let Ty::Builtin(name) = &ty else {
            self.error(&written.1, "a constant is a scalar: index, iN or fN");
            return Err(());
        };
        let float_type = matches!(name.as_str(), "f16" | "bf16" | "f32" | "f64");
        let attr: Attribute<'c> = match text {
            "true" | "false" => IntegerAttribute::new(mlir, i64::from(text == "true")).into(),
            _ if float_type => match text
                .parse::<f64>()
                .ok()
                .or_else(|| parse_int(text).map(|v| v as f64))
            {
                Some(v) => FloatAttribute::new(self.context, mlir, v).into(),
                None => {
                    self.error(&literal.1, format!("`{text}` is not a number"));
                    return Err(());
                }
            },
            _ => match parse_int(text) {
                Some(v) if !is_float => IntegerAttribute::new(mlir, v).into(),
                _ => {
                    self.error(
                        &literal.1,
                        format!("`{text}` is not an integer of type {name}"),
                    );
                    return Err(());
                }
            },
        };
        let built = OperationBuilder::new("arith.constant", self.loc(span))
            .add_attributes(&[(Identifier::new(self.context, "value"), attr)])
            .add_results(&[mlir])
            .build();
        let values = self.append(built, span).ok_or(())?;
        Ok((values, ty))
    }

    /// `arith.constant dense<[a, b, c, d]> : vector<4xi16>` (or one value
    /// for all four): the only vector constant, TMRGSORT's executed counts,
    /// each 0..65535 (or its signed i16 spelling).
    fn dense_constant(
        &mut self,
        elements: &str,
        literal: &(String, Span),
        ty: Option<&(Written, Span)>,
        span: &Span,
    ) -> Built<(Vec<ValueHandle>, Ty)> {
        let counts = Ty::Builtin("vector<4xi16>".into());
        match ty {
            Some((Written::Known(t), _)) if *t == counts => {}
            Some((_, at)) => {
                self.error(
                    at,
                    "a dense constant is TMRGSORT's executed counts: vector<4xi16>",
                );
                return Err(());
            }
            None => {
                self.error(
                    &literal.1,
                    "a dense constant needs its type: `: vector<4xi16>`",
                );
                return Err(());
            }
        }
        let list = elements.trim();
        let items: Vec<&str> = match list.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            Some(inner) => inner.split(',').map(str::trim).collect(),
            None => vec![list; 4],
        };
        let values: Option<Vec<i64>> = items
            .iter()
            .map(|t| parse_int(t).filter(|v| (-32768..=65535).contains(v)))
            .collect();
        let Some(values) = values.filter(|v| v.len() == 4) else {
            self.error(
                &literal.1,
                "expected four counts 0..65535 (`dense<[128, 64, 0, 0]>`) or one for all (`dense<0>`)",
            );
            return Err(());
        };
        let (_, vector) = self
            .written(&(Written::Known(counts.clone()), literal.1.clone()))
            .ok_or(())?;
        let i16 = IntegerType::new(self.context, 16).into();
        // The i16 bit pattern of each count.
        let attrs: Vec<Attribute<'c>> = values
            .iter()
            .map(|v| IntegerAttribute::new(i16, i64::from(*v as u16 as i16)).into())
            .collect();
        let attr = match DenseElementsAttribute::new(vector, &attrs) {
            Ok(attr) => attr,
            Err(e) => {
                self.internal(&literal.1, e);
                return Err(());
            }
        };
        let built = OperationBuilder::new("arith.constant", self.loc(span))
            .add_attributes(&[(Identifier::new(self.context, "value"), attr.into())])
            .add_results(&[vector])
            .build();
        let values = self.append(built, span).ok_or(())?;
        Ok((values, counts))
    }

    /// An arith op of named operands and one result of type `ty`.
    fn simple(
        &mut self,
        op: &Op,
        name: &str,
        operands: &[Name],
        ty: &(Written, Span),
        attrs: Vec<(&str, Attribute<'c>)>,
    ) -> Built<()> {
        if operands.iter().any(|o| self.is_poisoned(&o.text)) {
            return Err(());
        }
        let values = operands
            .iter()
            .map(|o| self.use_value(o))
            .collect::<Built<Vec<_>>>()?;
        let (ty, mlir) = self.written(ty).ok_or(())?;
        let attrs: Vec<(Identifier<'c>, Attribute<'c>)> = attrs
            .into_iter()
            .map(|(n, a)| (Identifier::new(self.context, n), a))
            .collect();
        let built = OperationBuilder::new(name, self.loc(&op.span))
            .add_operands(&values)
            .add_results(&[mlir])
            .add_attributes(&attrs)
            .build();
        let results = self.append(built, &op.span).ok_or(())?;
        self.bind_results(op, &results, &[ty])
    }

    /// `func.call`: the callee and signature are checked against the module
    /// beforehand (`calls.rs`); MLIR's verifier checks the argument types.
    fn call(&mut self, op: &Op, call: &CallOp) -> Built<()> {
        if call.args.iter().any(|a| self.is_poisoned(&a.text)) {
            return Err(());
        }
        let args = call
            .args
            .iter()
            .map(|a| self.use_value(a))
            .collect::<Built<Vec<_>>>()?;
        let (mut types, mut mlir) = (Vec::new(), Vec::new());
        for result in &call.results {
            let (ty, r#type) = self.written(result).ok_or(())?;
            types.push(ty);
            mlir.push(r#type);
        }
        let callee = match self.function_kind {
            Some(kind) if self.mixed.contains(&call.callee) => {
                super::mixed::copy_name(&call.callee, kind)
            }
            _ => call.callee.clone(),
        };
        let callee = FlatSymbolRefAttribute::new(self.context, &callee);
        let built = OperationBuilder::new("func.call", self.loc(&op.span))
            .add_operands(&args)
            .add_results(&mlir)
            .add_attributes(&[(Identifier::new(self.context, "callee"), callee.into())])
            .build();
        let results = self.append(built, &op.span).ok_or(())?;
        self.bind_results(op, &results, &types)
    }

    fn terminator(&mut self, op: &Op, name: &str, values: &[Name]) -> Built<()> {
        if values.iter().any(|o| self.is_poisoned(&o.text)) {
            return Err(());
        }
        let carried = match (name, self.carry.last()) {
            ("scf.yield" | "scf.condition", Some(carried)) => carried.clone(),
            _ => Vec::new(),
        };
        let operands = values
            .iter()
            .chain(&carried)
            .map(|o| self.use_value(o))
            .collect::<Built<Vec<_>>>()?;
        let built = OperationBuilder::new(name, self.loc(&op.span))
            .add_operands(&operands)
            .build();
        self.append(built, &op.span).map(|_| ()).ok_or(())
    }

    /// Builds `ops` into a new block with `args`; the block's terminator is
    /// added when the source leaves it implicit (no values to yield). Every
    /// `scf.yield` and `scf.condition` also passes the `carried` buffers'
    /// values at that point (carried.rs).
    fn region(
        &mut self,
        args: &[(Name, Ty, Type<'c>)],
        ops: &[Op],
        end: &Span,
        yields: bool,
        carried: Vec<Name>,
    ) -> Built<Region<'c>> {
        let block_args: Vec<(Type<'c>, Location<'c>)> = args
            .iter()
            .map(|(n, _, t)| (*t, self.loc(&n.span)))
            .collect();
        let region = Region::new();
        let block = BlockHandle::of(region.append_block(Block::new(&block_args)));
        let outer = self.block.replace(block);
        self.values.push(HashMap::new());
        for (i, (name, ty, _)) in args.iter().enumerate() {
            if let Ok(arg) = block.get().argument(i) {
                self.bind(name, ValueHandle::of(arg), ty.clone());
            }
        }
        self.carry.push(carried);
        self.ops(ops);
        let terminated = ends_with(ops, |k| {
            matches!(k, ParsedOpKind::Yield(_) | ParsedOpKind::Condition { .. })
        });
        let mut result = Ok(());
        if !terminated {
            if yields {
                self.error(
                    end,
                    "this region yields values: it must end with `scf.yield`",
                );
                result = Err(());
            } else {
                let implicit = Op {
                    results: Vec::new(),
                    kind: ParsedOpKind::Yield(Vec::new()),
                    span: end.clone(),
                };
                result = self.terminator(&implicit, "scf.yield", &[]);
            }
        }
        self.carry.pop();
        self.values.pop();
        self.block = outer;
        result.map(|()| region)
    }

    fn for_op(&mut self, op: &Op, for_op: &ForOp) -> Built<()> {
        let used: Vec<&Name> = for_op
            .bounds
            .iter()
            .chain(for_op.iter_args.iter().map(|(_, init)| init))
            .collect();
        if used.iter().any(|n| self.is_poisoned(&n.text)) {
            return Err(());
        }
        let operands = used
            .iter()
            .map(|n| self.use_value(n))
            .collect::<Built<Vec<_>>>()?;
        let result_types: Vec<(Ty, Type<'c>)> = for_op
            .result_types
            .iter()
            .map(|t| self.written(t))
            .collect::<Option<_>>()
            .ok_or(())?;
        if result_types.len() != for_op.iter_args.len() {
            self.error(
                &op.span,
                format!(
                    "{} loop-carried values but {} result types",
                    for_op.iter_args.len(),
                    result_types.len()
                ),
            );
            return Err(());
        }
        let index = Type::index(self.context);
        let mut args = vec![(for_op.induction.clone(), Ty::Builtin("index".into()), index)];
        for ((carried, _), (ty, mlir)) in for_op.iter_args.iter().zip(&result_types) {
            args.push((carried.clone(), ty.clone(), *mlir));
        }
        // Buffers whose valid shape the body sets ride along as iter_args.
        let shaped = self.shapes_set_in(&[&for_op.body]);
        let mut operands = operands;
        let mut mlir_results: Vec<Type<'c>> = result_types.iter().map(|(_, t)| *t).collect();
        for (value, argument) in self.carried_loop_values(&shaped)? {
            operands.push(value);
            mlir_results.push(argument.2);
            args.push(argument);
        }
        let carried = shaped.iter().map(|(n, _)| n.clone()).collect();
        let yields = !result_types.is_empty();
        let body = self.region(&args, &for_op.body, &for_op.end, yields, carried)?;
        let built = OperationBuilder::new("scf.for", self.loc(&op.span))
            .add_operands(&operands)
            .add_results(&mlir_results)
            .add_regions([body])
            .build();
        let results = self.append(built, &op.span).ok_or(())?;
        let types: Vec<Ty> = result_types.into_iter().map(|(t, _)| t).collect();
        let written = types.len();
        self.bind_results(op, &results[..written], &types)?;
        self.bind_carried(&shaped, &results[written..]);
        Ok(())
    }

    fn if_op(&mut self, op: &Op, if_op: &IfOp) -> Built<()> {
        if self.is_poisoned(&if_op.condition.text) {
            return Err(());
        }
        let condition = self.use_value(&if_op.condition)?;
        let result_types: Vec<(Ty, Type<'c>)> = if_op
            .result_types
            .iter()
            .map(|t| self.written(t))
            .collect::<Option<_>>()
            .ok_or(())?;
        let yields = !result_types.is_empty();
        if yields && if_op.else_body.is_none() {
            self.error(&op.span, "an `scf.if` with results needs an `else` region");
            return Err(());
        }
        // Buffers whose valid shape a branch sets become extra results.
        let mut bodies: Vec<&[Op]> = vec![&if_op.then_body];
        bodies.extend(if_op.else_body.as_ref().map(|(ops, _)| ops.as_slice()));
        let shaped = self.shapes_set_in(&bodies);
        let carried: Vec<Name> = shaped.iter().map(|(n, _)| n.clone()).collect();
        let then_region = self.region(
            &[],
            &if_op.then_body,
            &if_op.then_end,
            yields,
            carried.clone(),
        )?;
        let else_region = match (&if_op.else_body, carried.is_empty()) {
            (Some((ops, end)), _) => self.region(&[], ops, end, yields, carried)?,
            (None, true) => Region::new(),
            // The missing else keeps the buffers as they were.
            (None, false) => self.region(&[], &[], &op.span, false, carried)?,
        };
        let mut mlir_results: Vec<Type<'c>> = result_types.iter().map(|(_, t)| *t).collect();
        for (name, ty) in &shaped {
            mlir_results.push(self.mlir_type(ty, &name.span).ok_or(())?);
        }
        let built = OperationBuilder::new("scf.if", self.loc(&op.span))
            .add_operands(&[condition])
            .add_results(&mlir_results)
            .add_regions([then_region, else_region])
            .build();
        let results = self.append(built, &op.span).ok_or(())?;
        let types: Vec<Ty> = result_types.into_iter().map(|(t, _)| t).collect();
        let written = types.len();
        self.bind_results(op, &results[..written], &types)?;
        self.bind_carried(&shaped, &results[written..]);
        Ok(())
    }

    fn instruction(&mut self, op: &Op, statement: &Statement) -> Built<()> {
        if !is_pto_op(&statement.name) {
            self.diagnostics.push(
                Diagnostic::error(statement.name_span.clone(), format!("unsupported operation `{}`", statement.name))
                    .with_help("a .pto file holds PTO instructions, func.func, arith (constant, cmpi/cmpf, casts, select, integer and float arithmetic) and scf (for, while, if, yield)"),
            );
            return Err(());
        }
        let uses = statement
            .inputs
            .iter()
            .chain(&statement.outputs)
            .chain(&statement.waits)
            .map(|o| o.name.as_str());
        let keyed = statement
            .keyed
            .iter()
            .flat_map(|(_, item, _)| item_values(item));
        if uses.chain(keyed).any(|name| self.is_poisoned(name)) {
            return Err(());
        }
        // PTO-AS `wait(%e0, ...)`: a TSYNC on those events first.
        if !statement.waits.is_empty() {
            let mut events = Vec::new();
            for wait in &statement.waits {
                match self.scope.types.get(&wait.name) {
                    Some(Ty::Event) => events.push((wait.name.clone(), Ty::Event)),
                    Some(other) => {
                        let message =
                            format!("`wait` takes events, but {} is {}", wait.name, other.pto());
                        self.error(&wait.span, message);
                        return Err(());
                    }
                    None => {
                        let message = format!("{} is not defined here", wait.name);
                        self.error(&wait.span, message);
                        return Err(());
                    }
                }
            }
            let tsync = Planned {
                op: "pto.tsync".into(),
                results: Vec::new(),
                operands: events,
                attrs: Vec::new(),
                segments: None,
                result_segments: None,
            };
            self.build_planned(op, statement, tsync)?;
        }
        // An event result (the last, typed `!pto.event`) is the
        // instruction's completion.
        let completes = statement.results.len() == statement.result_types.len()
            && matches!(
                statement.result_types.last(),
                Some((super::types::Written::Known(Ty::Event), _))
            );
        let mut stripped;
        let (statement, event) = if completes {
            stripped = statement.clone();
            stripped.result_types.pop();
            let event = stripped.results.pop();
            (&stripped, event)
        } else {
            (statement, None)
        };
        // A store or an event-only instruction has no other results.
        let mut translator = Translator {
            arch: self.arch,
            scope: &mut self.scope,
            kernel_kind: self.function_kind,
        };
        // PTOAS's implicit-pipe statements are several ops each.
        let many = translator.translate_many(statement);
        let warnings = std::mem::take(&mut translator.scope.warnings);
        self.diagnostics.extend(warnings);
        if let Some(many) = many {
            match many {
                Ok(ops) => {
                    for planned in ops {
                        self.build_planned(op, statement, planned)?;
                    }
                    return Ok(());
                }
                Err(errors) => {
                    self.diagnostics.extend(errors);
                    return Err(());
                }
            }
        }
        let planned = translator.translate(statement);
        let warnings = std::mem::take(&mut self.scope.warnings);
        self.diagnostics.extend(warnings);
        let planned = match planned {
            Ok(planned) => planned,
            Err(errors) => {
                self.diagnostics.extend(errors);
                return Err(());
            }
        };
        self.build_planned(op, statement, planned)?;
        if let Some((name, _)) = event {
            let completion = Planned {
                op: "pto.completion".into(),
                results: vec![(name, Ty::Event)],
                operands: Vec::new(),
                attrs: Vec::new(),
                segments: None,
                result_segments: None,
            };
            self.build_planned(op, statement, completion)?;
        }
        Ok(())
    }

    fn build_planned(&mut self, op: &Op, statement: &Statement, planned: Planned) -> Built<()> {
        let mut operands = Vec::new();
        for (name, ty) in &planned.operands {
            operands.push(self.operand(statement, name, ty)?);
        }
        let mut results = Vec::new();
        for (_, ty) in &planned.results {
            results.push(self.mlir_type(ty, &op.span).ok_or(())?);
        }
        let mut attributes: Vec<(Identifier<'c>, Attribute<'c>)> = planned
            .attrs
            .iter()
            .map(|(key, value)| {
                let attr: Attribute<'c> = match value {
                    AttrValue::Str(s) => StringAttribute::new(self.context, s).into(),
                    AttrValue::Int(v) => {
                        IntegerAttribute::new(IntegerType::new(self.context, 64).into(), *v).into()
                    }
                    AttrValue::Index(v) => {
                        IntegerAttribute::new(Type::index(self.context), *v).into()
                    }
                    AttrValue::I32(v) => {
                        IntegerAttribute::new(IntegerType::new(self.context, 32).into(), *v).into()
                    }
                    AttrValue::Text(text) => StringAttribute::new(self.context, text).into(),
                    AttrValue::Unit => Attribute::unit(self.context),
                };
                (Identifier::new(self.context, key), attr)
            })
            .collect();
        for (key, sizes) in [
            ("operandSegmentSizes", &planned.segments),
            ("resultSegmentSizes", &planned.result_segments),
        ] {
            if let Some(sizes) = sizes {
                attributes.push((
                    Identifier::new(self.context, key),
                    DenseI32ArrayAttribute::new(self.context, sizes).into(),
                ));
            }
        }
        // A folded value is an upstream constant, not one of our ops.
        // Upstream ops (a folded constant, an event-id array's memory) are
        // not ours.
        let built = if planned.op == "arith.constant" || planned.op.starts_with("memref.") {
            OperationBuilder::new(&planned.op, self.loc(&op.span))
                .add_attributes(&attributes)
                .add_operands(&operands)
                .add_results(&results)
                .build()
                .map_err(|e| e.to_string())
        } else {
            tanto_dialects::build_op(
                self.context,
                self.loc(&op.span),
                &planned.op,
                &operands,
                &results,
                &attributes,
            )
            .map_err(|e| e.to_string())
        };
        let built = match built {
            Ok(built) => built,
            Err(e) => {
                // The planner checks what the definitions require; a refusal
                // here is about the program (a type the verifier rejects).
                self.error(&statement.name_span, e);
                return Err(());
            }
        };
        let block = self.block.ok_or(())?.get();
        let built = block.append_operation(built);
        let values: Vec<ValueHandle> = built.results().map(ValueHandle::of).collect();
        for ((name, ty), value) in planned.results.iter().zip(values) {
            let span = statement
                .results
                .iter()
                .find(|(n, _)| n == name)
                .map_or(op.span.clone(), |(_, s)| s.clone());
            self.bind(
                &Name {
                    text: name.clone(),
                    span,
                },
                value,
                ty.clone(),
            );
        }
        Ok(())
    }

    /// The value of a planned operand: a defined value, or in a bare list an
    /// input the planner typed from its use (a new argument).
    fn operand(&mut self, statement: &Statement, name: &str, ty: &Ty) -> Built<Value<'c, 'static>> {
        if let Some(v) = self.lookup(name) {
            return Ok(v.get());
        }
        let span = statement
            .inputs
            .iter()
            .chain(&statement.outputs)
            .find(|o| o.name == name)
            .map_or(statement.name_span.clone(), |o| o.span.clone());
        match self.bare_entry {
            Some(entry) if self.scope.implicit.iter().any(|(n, _)| n == name) => {
                let mlir = self.mlir_type(ty, &span).ok_or(())?;
                let arg = entry.get().add_argument(mlir, self.loc(&span));
                let handle = ValueHandle::of(arg);
                self.bind(
                    &Name {
                        text: name.to_string(),
                        span,
                    },
                    handle,
                    ty.clone(),
                );
                Ok(handle.get())
            }
            _ => self.use_value(&Name {
                text: name.to_string(),
                span,
            }),
        }
    }
}

/// The `%values` a keyed item mentions.
fn item_values(item: &Item) -> Vec<&str> {
    match item {
        Item::Value(name, _) => vec![name.as_str()],
        Item::List(items, _) => items.iter().flat_map(item_values).collect(),
        _ => Vec::new(),
    }
}

fn ends_with(ops: &[Op], is_terminator: impl Fn(&ParsedOpKind) -> bool) -> bool {
    ops.last().is_some_and(|op| is_terminator(&op.kind))
}

/// Why `arith.<cast>` cannot turn `from` into `to` (MLIR's rules), if so.
fn cast_error(cast: &str, from: &str, to: &str) -> Option<String> {
    let int_bits = |t: &str| t.strip_prefix('i').and_then(|b| b.parse::<u32>().ok());
    let float_bits = |t: &str| match t {
        "f16" | "bf16" => Some(16),
        "f32" => Some(32),
        "f64" => Some(64),
        _ => None,
    };
    let (fi, ti) = (int_bits(from), int_bits(to));
    let (ff, tf) = (float_bits(from), float_bits(to));
    let ok = match cast.trim_start_matches("arith.") {
        "index_cast" | "index_castui" => {
            (from == "index" && ti.is_some()) || (fi.is_some() && to == "index")
        }
        "sitofp" | "uitofp" => fi.is_some() && tf.is_some(),
        "fptosi" | "fptoui" => ff.is_some() && ti.is_some(),
        "extsi" | "extui" => matches!((fi, ti), (Some(a), Some(b)) if a < b),
        "trunci" => matches!((fi, ti), (Some(a), Some(b)) if a > b),
        "extf" => matches!((ff, tf), (Some(a), Some(b)) if a < b),
        "truncf" => matches!((ff, tf), (Some(a), Some(b)) if a > b),
        "bitcast" => {
            let bits = |t: &str| int_bits(t).or(float_bits(t));
            bits(from).is_some() && bits(from) == bits(to)
        }
        _ => true,
    };
    (!ok).then(|| format!("`{cast}` cannot turn {from} into {to}"))
}

/// Whether a parameter is written as a memref in global memory.
fn is_global_memref(written: &Option<(Written, Span)>) -> bool {
    matches!(written, Some((Written::View(v), _)) if v.memref)
}
