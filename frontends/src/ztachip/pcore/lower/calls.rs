//! Calls: the vector ALU's operations by name (ztachip's config.cpp, with
//! the meaning its ALU gives them) and subroutines, inlined.

use super::expr::{Value, DATA_MAX, DATA_MIN, MASK, VECTOR};
use super::place::{Place, ACCUMULATOR_FILE_OFFSET};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::{ast::*, model::VECTOR_WIDTH, types};

impl Kernel<'_> {
    /// The vector ALU's operations called by name (ztachip's config.cpp),
    /// with the meaning its ALU (HW/src/alu/alu.vhd) gives them.
    pub(super) fn call(&mut self, expr: &Expr, callee: &Expr, args: &[Expr]) -> Lowered<Value> {
        let ExprKind::Name(name) = &callee.kind else {
            return self.refuse(&callee.span, "only the vector intrinsics can be called");
        };
        if name.class.is_some() {
            return self.inline(expr, name, args);
        }
        // ztachip's compiler gives an operation assigned to an
        // accumulator (`_A = ADD(a, b)`) the accumulator as its result:
        // 32-bit, not a 12-bit temporary.
        let into_accumulator = std::mem::take(&mut self.call_into_accumulator);
        let opcode = name.name.to_ascii_uppercase();
        // Operands past the operation's are ignored (checked: warned of).
        let args = &args[..args
            .len()
            .min(types::intrinsic(&opcode).unwrap_or(args.len()))];
        if super::fused::FUSED.contains(&opcode.as_str()) {
            let result = self.fused(expr, &opcode, args)?;
            return self.result(result, into_accumulator, &expr.span);
        }
        let arity = match opcode.as_str() {
            "ASN" | "ASN_RAW" | "CONV" | "SHLA" | "SHRA" => 1,
            "LT" | "LE" | "GT" | "GE" | "EQ" | "NE" | "ADD" | "SUB" | "MUL" | "SHL" | "SHR" => 2,
            other => {
                return self.refuse(
                    &callee.span,
                    format!("the vector intrinsic `{other}` is not modelled yet (ASN, ASN_RAW, CONV, ADD, SUB, MUL, SHL, SHR, SHLA, SHRA, the FMA family and the comparisons LT, LE, GT, GE, EQ, NE are)"),
                )
            }
        };
        if args.len() != arity {
            return self.refuse(
                &expr.span,
                format!("`{}` takes {arity} operand(s)", name.name),
            );
        }
        let mut operands = Vec::with_capacity(arity);
        for arg in args {
            operands.push(self.value(arg)?);
        }
        self.at(&expr.span);
        let first = operands.remove(0);
        let wide = std::mem::replace(&mut self.into_accumulator, true);
        let result = match opcode.as_str() {
            "ASN_RAW" => self.raw(first, &expr.span),
            "ASN" | "CONV" => Ok(first),
            // The ALU shifts its second operand by its first (gen.cpp
            // swaps `a << n` into SHL(n, a)).
            "SHL" | "SHR" => {
                let op = if opcode == "SHL" { "<<" } else { ">>" };
                let data = operands.remove(0);
                self.one_step_shift(op, data, first, &expr.span)
            }
            // The accumulator shifts: of register 0, as the compiler
            // encodes no accumulator operand (see fused.rs).
            "SHLA" | "SHRA" => {
                let op = if opcode == "SHLA" { "<<" } else { ">>" };
                let pointer = self.register(ACCUMULATOR_FILE_OFFSET);
                let accumulator = self.load(&Place::Accumulator { pointer }, &expr.span)?;
                self.one_step_shift(op, accumulator, first, &expr.span)
            }
            "ADD" | "SUB" | "MUL" => {
                let op = match opcode.as_str() {
                    "ADD" => "+",
                    "SUB" => "-",
                    _ => "*",
                };
                self.binary(op, first, operands.remove(0), &expr.span)
            }
            predicate => self.compare(predicate, first, operands.remove(0), &expr.span),
        };
        self.into_accumulator = wide;
        if matches!(
            opcode.as_str(),
            "ASN_RAW" | "LT" | "LE" | "GT" | "GE" | "EQ" | "NE"
        ) {
            return result;
        }
        self.result(result?, into_accumulator, &expr.span)
    }

    /// An operation's result: in a 12-bit temporary (saturated), or in
    /// the accumulator it is assigned to.
    fn result(&mut self, value: Value, into_accumulator: bool, span: &Span) -> Lowered<Value> {
        if into_accumulator {
            Ok(value)
        } else {
            self.saturated(value, span)
        }
    }

    /// A call of a subroutine, inlined: its arguments evaluated here, then
    /// its body with its parameters as fresh locals (a 12-bit one takes
    /// its argument saturated, as ztachip's compiler passes it through a
    /// stack word), its own scopes and loops.
    fn inline(&mut self, expr: &Expr, name: &Name, args: &[Expr]) -> Lowered<Value> {
        let full = name.full();
        let function = self.subroutines.get(&full).copied();
        // A subroutine or a kernel of any class (ztachip's compiler finds
        // the callee by its full name), its body naming its own class's
        // members: the classes of a file overlay one memory.
        let callee_class = self
            .classes
            .iter()
            .find(|c| name.class.as_deref() == Some(c.name.as_str()));
        let subroutine = callee_class.and_then(|class| {
            class
                .subroutines
                .iter()
                .find(|s| s.name == name.name)
                .cloned()
                .or_else(|| {
                    class.kernels.iter().find(|k| k.name == name.name).map(|k| {
                        crate::ztachip::pcore::model::Subroutine {
                            name: k.name.clone(),
                            params: k.params.clone(),
                            returns: None,
                            span: k.span.clone(),
                        }
                    })
                })
        });
        let (Some(function), Some(subroutine), Some(callee_class)) =
            (function, subroutine, callee_class)
        else {
            return self.refuse(
                &expr.span,
                format!("`{full}` is not a function of this program"),
            );
        };
        if self.inlined.contains(&full) {
            return self.refuse(
                &expr.span,
                format!(
                    "`{full}` calls itself: PCORE subroutines are inlined, so they cannot recurse"
                ),
            );
        }
        let mut values = Vec::with_capacity(args.len());
        for arg in args {
            values.push(self.value(arg)?);
        }
        self.at(&expr.span);
        let scopes = std::mem::replace(&mut self.scopes, vec![Default::default()]);
        let loops = std::mem::take(&mut self.loops);
        let wide = std::mem::replace(&mut self.into_accumulator, false);
        let data = std::mem::replace(&mut self.into_data, false);
        self.inlined.push(full);
        // The callee's locals go past its class's private words too.
        let callee_words = callee_class.private_words;
        let past = (self.kernel.private_words + self.local_words).max(callee_words);
        self.local_words = past - self.kernel.private_words;
        let caller_class = std::mem::replace(&mut self.class, callee_class);
        let result = self.inline_body(function, &subroutine, values, &expr.span);
        self.class = caller_class;
        self.inlined.pop();
        (self.into_accumulator, self.into_data) = (wide, data);
        self.loops = loops;
        self.scopes = scopes;
        result
    }

    fn inline_body(
        &mut self,
        function: &Function,
        subroutine: &crate::ztachip::pcore::model::Subroutine,
        values: Vec<Value>,
        span: &Span,
    ) -> Lowered<Value> {
        for (param, value) in function.params.iter().zip(values) {
            let (Some(name), Ok(ty)) = (&param.name, types::type_of(&param.specifiers)) else {
                return self.refuse(&param.span, "this parameter cannot be passed");
            };
            let variable = self.local(&ty, false, Vec::new(), span)?;
            let place = self.place_of(&variable);
            self.store(&place, value, span)?;
            if let Some(scope) = self.scopes.first_mut() {
                scope.insert(name.name.clone(), variable);
            }
        }
        let exit = self.new_block();
        let slot = subroutine.returns.clone().map(|ty| {
            let vector = ty.starts_with('v') || ty == "float8";
            (self.alloca(if vector { VECTOR } else { "i32" }), ty)
        });
        self.returns.push((slot.clone(), exit.clone()));
        let body = self.statement_block(&function.body);
        self.returns.pop();
        body?;
        self.at(span);
        self.start(&exit);
        Ok(match slot {
            None => Value::Integer(self.constant(0)),
            Some((slot, ty)) if ty.starts_with('v') || ty == "float8" => Value::Vector(self.op(
                &format!("llvm.load {slot} {{alignment = 4 : i64}} : !llvm.ptr -> {VECTOR}"),
            )),
            Some((slot, _)) => Value::Integer(self.op(&format!(
                "llvm.load {slot} {{alignment = 4 : i64}} : !llvm.ptr -> i32"
            ))),
        })
    }

    /// `value` as the inlined subroutine's result of type `ty`, into its
    /// slot: `int` as it is, 12-bit data saturated.
    pub fn return_value(&mut self, value: Value, slot: &str, ty: &str, span: &Span) -> Lowered<()> {
        let (stored, stored_ty) = if ty.starts_with('v') || ty == "float8" {
            let lanes = self.vector(value, span)?;
            (self.clamp(&lanes, VECTOR), VECTOR)
        } else {
            let v = match value {
                Value::Integer(v) | Value::Pointer { word: v, .. } => v,
                // A 12-bit result is returned through a stack word, which
                // takes lane 0 of a vector, as a store to one word does.
                Value::Vector(lanes) if ty != "int" => self.lane_zero(&lanes),
                Value::Vector(_) => {
                    return self.refuse(span, "a vector cannot be returned as an `int`")
                }
            };
            let v = if ty == "int" {
                v
            } else {
                self.clamp(&v, "i32")
            };
            (v, "i32")
        };
        self.effect(&format!(
            "llvm.store {stored}, {slot} {{alignment = 4 : i64}} : {stored_ty}, !llvm.ptr"
        ));
        Ok(())
    }

    /// A comparison of lanes: an integer with bit i set where lane i holds
    /// and `_VMASK` enables lane i. The integer unit gets the bits through
    /// the register file that ANDs each with its lane's enable
    /// (HW/src/pcore/xregister_file.vhd, the lane register of the
    /// instruction: instr_decoder2.vhd), as it gets `ASN_RAW`'s.
    fn compare(&mut self, opcode: &str, left: Value, right: Value, span: &Span) -> Lowered<Value> {
        let predicate = match opcode {
            "LT" => "slt",
            "LE" => "sle",
            "GT" => "sgt",
            "GE" => "sge",
            "EQ" => "eq",
            _ => "ne",
        };
        let left = self.vector(left, span)?;
        let right = self.vector(right, span)?;
        let holds = self.op(&format!(
            "arith.cmpi {predicate}, {left}, {right} : {VECTOR}"
        ));
        let enabled = self.enabled_lanes();
        let holds = self.op(&format!("arith.andi {holds}, {enabled} : {MASK}"));
        Ok(Value::Integer(self.lanes_where(&holds)))
    }

    /// `ASN_RAW`: a scalar's value as it is (no saturation); of a vector,
    /// what the ALU hands the integer unit from vector lanes: bit i is
    /// lane i's lowest bit where `_VMASK` enables lane i
    /// (HW/src/pcore/xregister_file.vhd).
    fn raw(&mut self, value: Value, span: &Span) -> Lowered<Value> {
        match value {
            Value::Vector(lanes) => {
                let one = self.op(&format!("arith.constant dense<1> : {VECTOR}"));
                let low = self.op(&format!("arith.andi {lanes}, {one} : {VECTOR}"));
                let set = self.op(&format!("arith.cmpi eq, {low}, {one} : {VECTOR}"));
                let enabled = self.enabled_lanes();
                let holds = self.op(&format!("arith.andi {set}, {enabled} : {MASK}"));
                Ok(Value::Integer(self.lanes_where(&holds)))
            }
            Value::Integer(v) => {
                // A 12-bit word: an `int` register holds it as it is.
                self.register_words.insert(v.clone());
                Ok(Value::Integer(v))
            }
            Value::Pointer { .. } => self.refuse(span, "`ASN_RAW` of a pointer: it reads data"),
        }
    }

    /// The result of an intrinsic lands in a 12-bit temporary, so it
    /// saturates as a store would.
    fn saturated(&mut self, value: Value, span: &Span) -> Lowered<Value> {
        match value {
            Value::Vector(v) => Ok(Value::Vector(self.clamp(&v, VECTOR))),
            Value::Integer(v) => Ok(Value::Integer(self.clamp(&v, "i32"))),
            Value::Pointer { .. } => self.refuse(span, "a pointer is not vector data"),
        }
    }

    /// `value` (of `ty`, i32 or lanes) saturated to 12-bit data.
    pub(super) fn clamp(&mut self, value: &str, ty: &str) -> String {
        if ty == VECTOR {
            if self.inline_saturations >= super::INLINE_SATURATIONS {
                return self.op(&format!(
                    "func.call @{}({value}) {{no_inline}} : ({VECTOR}) -> {VECTOR}",
                    super::SATURATE
                ));
            }
            self.inline_saturations += 1;
        }
        let (low, high) = if ty == "i32" {
            (self.constant(DATA_MIN), self.constant(DATA_MAX))
        } else {
            (
                self.op(&format!("arith.constant dense<{DATA_MIN}> : {ty}")),
                self.op(&format!("arith.constant dense<{DATA_MAX}> : {ty}")),
            )
        };
        let value = self.op(&format!("arith.maxsi {value}, {low} : {ty}"));
        self.op(&format!("arith.minsi {value}, {high} : {ty}"))
    }

    /// An integer with bit i set where lane i of `holds` (a lane mask) is.
    fn lanes_where(&mut self, holds: &str) -> String {
        let bits = self.lane_bits();
        let zero = self.op(&format!("arith.constant dense<0> : {VECTOR}"));
        let set = self.op(&format!(
            "arith.select {holds}, {bits}, {zero} : {MASK}, {VECTOR}"
        ));
        self.op(&format!("vector.reduction <or>, {set} : {VECTOR} into i32"))
    }

    /// `1 << i` in lane i.
    pub(super) fn lane_bits(&mut self) -> String {
        let bits: Vec<String> = (0..VECTOR_WIDTH).map(|i| (1 << i).to_string()).collect();
        self.op(&format!(
            "arith.constant dense<[{}]> : {VECTOR}",
            bits.join(", ")
        ))
    }
}
