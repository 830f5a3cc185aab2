//! `tanto-lower-kernels`: each kernel becomes an entry point of the runtime
//! ABI, `void @<program>__<kernel>(ptr %args)`. Its parameters turn into what
//! the program says of them: known values into constants, bound pipes,
//! local buffers and semaphores into their l1-alloc addresses, a bound
//! global buffer into a runtime word (its DRAM address) and its page size;
//! everything else is read from the runtime-argument array, one word each
//! (two for a global buffer: address, then page size in elements). The
//! order is recorded as `tanto.runtime_args` on the function. Resource
//! declarations are dropped afterwards.

use super::{
    is_tanto_type,
    pto_kernel::{is_pto_kernel, static_valid},
    rewrite::{erase_dead_casts, Scalar},
    word_count, Builder,
};
use melior::{
    ir::{
        attribute::{StringAttribute, TypeAttribute},
        block::BlockLike,
        operation::OperationLike,
        r#type::FunctionType,
        Location, OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use tanto_dialects::{
    ir,
    pass::{fail, fail_in, FnPass, PassFailed, PassInfo, PassResult},
    types,
    verify::{emit_error, nested_ops},
    OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-kernels",
    description: "Turn kernels into runtime-ABI entry points: parameters from the program (constants, L1 addresses) or the runtime-argument array",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
};

/// A declaration of a resource (pipe, local or global buffer, semaphore),
/// erased once the kernels take the resources through the runtime ABI.
fn is_declaration(op: &OperationRef) -> bool {
    tanto_dialects::interfaces::info(op).declares.is_some()
}

fn top_level<'c, 'a>(module: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    nested_ops(module)
        .into_iter()
        .filter(|op| op.parent_operation() == Some(module))
        .collect()
}

fn tanto_parameter(function: OperationRef) -> Option<usize> {
    let ty = types::type_attribute(&function, "function_type")?;
    let function_type = FunctionType::try_from(ty).ok()?;
    (0..function_type.input_count()).find(|i| function_type.input(*i).is_ok_and(is_tanto_type))
}

type Failure<'c> = (Location<'c>, String);

fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let program = types::string_attribute(&module, "tanto.program");
    let top: Vec<OperationRef> = top_level(module);
    let resources: HashMap<String, OperationRef> = top
        .iter()
        .filter(|op| is_declaration(op))
        .filter_map(|op| Some((types::string_attribute(op, "sym_name")?, *op)))
        .collect();
    let mut failed = false;
    if top.iter().any(|op| {
        OpKind::of(op) == Some(OpKind::FuncFunc)
            && (types::string_attribute(op, "tanto.role").is_some() || is_pto_kernel(*op))
    }) {
        let arch =
            super::module_arch(module).map_err(|e| fail_in(module.location(), PASS.argument, e))?;
        super::ensure_library(context, module, &arch).map_err(|e| fail(module.location(), &e))?;
    }
    for function in top
        .iter()
        .filter(|op| OpKind::of(*op) == Some(OpKind::FuncFunc))
    {
        let has_body = function
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .is_some();
        let is_kernel =
            types::string_attribute(function, "tanto.role").is_some() || is_pto_kernel(*function);
        if has_body && is_kernel {
            if let Err((location, message)) =
                lower_kernel(context, *function, program.as_deref(), &resources)
            {
                emit_error(location, &message);
                failed = true;
            }
        } else if let Some(index) = tanto_parameter(*function) {
            let name = types::string_attribute(function, "sym_name").unwrap_or_default();
            emit_error(
                function.location(),
                &format!("@{name} takes a Tanto resource (parameter #{index}) but is not a kernel (no tanto.role): only kernels receive resources through the runtime ABI"),
            );
            failed = true;
        }
    }
    if failed {
        return Err(PassFailed);
    }
    for declaration in top.iter().filter(|op| is_declaration(op)) {
        ir::erase(*declaration).map_err(|e| fail(declaration.location(), &e.to_string()))?;
    }
    erase_dead_casts(module).map_err(|e| fail(module.location(), &e.to_string()))
}

fn lower_kernel<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    program: Option<&str>,
    resources: &HashMap<String, OperationRef>,
) -> Result<(), Failure<'c>> {
    let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
    let fail = |message: String| (function.location(), message);
    let block = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| fail("kernel without a body".into()))?;
    let anchor = block
        .first_operation()
        .ok_or_else(|| fail("kernel without a body".into()))?;
    let mut b = Builder::at(context, anchor).map_err(fail)?;
    b.location = function.location();
    let pointer = ir::parse_type(context, "!llvm.ptr").map_err(|e| fail(e.to_string()))?;
    let parameters = block.argument_count();
    let args = block.add_argument(pointer, function.location());
    let mut slots = RuntimeArgs {
        b: &b,
        args,
        labels: Vec::new(),
    };
    for index in 0..parameters {
        let parameter = block.argument(index).map_err(|e| fail(e.to_string()))?;
        let ty = parameter.r#type();
        let label = types::argument_string(&function, index, "tanto.name")
            .unwrap_or_else(|| format!("arg{index}"));
        let replacement = if let Some(value) =
            types::argument_attribute(&function, index, "tanto.value")
        {
            Builder::result(
                b.build(OpKind::ArithConstant, &[], &[ty], &[("value", value)]),
                0,
            )
        } else if let Some(resource) = types::argument_string(&function, index, "tanto.bind") {
            let declaration = resources.get(&resource).ok_or_else(|| fail(format!("parameter `{label}` of @{name} is bound to `{resource}`, which is not declared")))?;
            let l1_address = || {
                types::int_attribute(declaration, "l1.address").ok_or_else(|| {
                    fail(format!("`{resource}` (parameter `{label}` of @{name}) has no L1 address: run tanto-l1-alloc before tanto-lower-kernels"))
                })
            };
            let words = if tanto_dialects::noc::GlobalType::isa(ty) {
                let page = types::int_attribute(declaration, "page").unwrap_or(1);
                vec![slots.word(format!("{label}.address")), b.constant(page)]
            } else if tanto_dialects::pto::PtrType::isa(ty) {
                // A PTO pointer bound to a global: both words at run time,
                // as for an unbound pointer (the manifest says where from),
                // at element offset 0.
                let mut words = slots.address_and_page(&label);
                words.push(b.constant(0));
                words
            } else if word_count(ty) == 3 {
                // A PTO tile bound to a local buffer: its L1 address, and
                // its valid dims (static, or runtime words).
                let address = b.constant(l1_address()?);
                slots.tile(address, ty, &label)
            } else {
                vec![b.constant(l1_address()?)]
            };
            Builder::result(b.cast(&words, &[ty]), 0)
        } else if is_tanto_type(ty) {
            let words: Vec<Value> = if word_count(ty) == 2 {
                slots.address_and_page(&label)
            } else if tanto_dialects::pipe::FifoType::isa(ty) {
                let flag = tanto_dialects::pipe::FifoType::cast(ty)
                    .and_then(|fifo| fifo.flag_id())
                    .unwrap_or(0);
                let mut words = slots.address_and_page(&label);
                words.push(b.constant(flag));
                words
            } else if tanto_dialects::pto::GtensorType::isa(ty)
                || tanto_dialects::pto::PtrType::isa(ty)
            {
                let mut words = slots.address_and_page(&label);
                words.push(b.constant(0));
                words
            } else if word_count(ty) == 3 {
                // A PTO tile: its L1 address; static valid dims are constants.
                let address = slots.word(format!("{label}.address"));
                slots.tile(address, ty, &label)
            } else {
                vec![slots.word(label.clone())]
            };
            Builder::result(b.cast(&words, &[ty]), 0)
        } else {
            let word = slots.word(label.clone());
            from_word(&b, word, ty).ok_or_else(|| fail(format!("parameter `{label}` of @{name} has type {ty}, which does not fit one runtime-argument word")))?
        };
        ir::replace_all_uses(parameter.into(), replacement);
    }
    for _ in 0..parameters {
        // Every use was replaced above, so the argument goes.
        if !ir::erase_argument(block, 0) {
            return Err(fail(format!(
                "internal error: a parameter of @{name} is still used after lowering"
            )));
        }
    }
    let function_type = FunctionType::new(context, &[pointer], &[]);
    ir::set_attribute(
        function,
        "function_type",
        TypeAttribute::new(function_type.into()).into(),
    );
    ir::remove_attribute(function, "arg_attrs");
    if let Some(program) = program {
        ir::set_attribute(
            function,
            "sym_name",
            StringAttribute::new(context, &format!("{program}__{name}")).into(),
        );
    }
    let list = slots
        .labels
        .iter()
        .map(|s| format!("{s:?}"))
        .collect::<Vec<_>>()
        .join(", ");
    let attribute =
        ir::parse_attribute(context, &format!("[{list}]")).map_err(|e| fail(e.to_string()))?;
    ir::set_attribute(function, "tanto.runtime_args", attribute);
    Ok(())
}

/// The words a kernel reads from its runtime-argument array, in order,
/// with their labels.
struct RuntimeArgs<'b, 'c, 'a> {
    b: &'b Builder<'c, 'a>,
    args: Value<'c, 'a>,
    labels: Vec<String>,
}

impl<'c, 'a> RuntimeArgs<'_, 'c, 'a> {
    /// The next word, read at run time.
    fn word(&mut self, label: String) -> Value<'c, 'a> {
        let index = self.b.constant(self.labels.len() as i64);
        self.labels.push(label);
        self.b.call1("tanto.arg", &[self.args, index])
    }

    /// The address and page size of a global buffer.
    fn address_and_page(&mut self, label: &str) -> Vec<Value<'c, 'a>> {
        let address = self.word(format!("{label}.address"));
        vec![address, self.word(format!("{label}.page"))]
    }

    /// The words of a PTO tile at `address`: then its valid dims, static
    /// ones as constants.
    fn tile(&mut self, address: Value<'c, 'a>, ty: Type, label: &str) -> Vec<Value<'c, 'a>> {
        let (rows, cols) = static_valid(ty);
        let mut dim = |value: i64, what: &str| {
            if value >= 0 {
                self.b.constant(value)
            } else {
                self.word(format!("{label}.{what}"))
            }
        };
        let rows = dim(rows, "valid_rows");
        vec![address, rows, dim(cols, "valid_cols")]
    }
}

/// A scalar parameter of type `ty` from its runtime word.
fn from_word<'c, 'a>(
    b: &Builder<'c, 'a>,
    word: Value<'c, 'a>,
    ty: Type<'c>,
) -> Option<Value<'c, 'a>> {
    let op = match Scalar::of(ty)? {
        Scalar::I32 => return Some(word),
        Scalar::F32 => OpKind::ArithBitcast,
        Scalar::I1 | Scalar::I8 | Scalar::I16 => OpKind::ArithTrunci,
        Scalar::I64 => OpKind::ArithExtsi,
        Scalar::Index => OpKind::ArithIndexCast,
        // The runtime-argument array has no half-precision words.
        Scalar::F16 | Scalar::BF16 => return None,
    };
    Some(Builder::result(b.build(op, &[word], &[ty], &[]), 0))
}
