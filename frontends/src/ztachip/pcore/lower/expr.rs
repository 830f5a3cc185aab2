//! Expressions: values are `i32` (integers, 12-bit scalars, word
//! addresses) or `vector<8xi32>` (a vector's lanes, exact in 32 bits);
//! loads widen 12-bit words, stores to 12-bit words saturate, and a
//! store of vector data writes only the lanes `_VMASK` enables (a word's
//! store and an accumulator's write every lane, as the hardware does).

use super::place::{Kind, Place, Storage, Variable};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::{ast::*, model::VECTOR_WIDTH, types};

pub(super) const VECTOR: &str = "vector<8xi32>";
const WORDS: &str = "vector<8xi16>";
pub(super) const MASK: &str = "vector<8xi1>";
/// The 12-bit range a store to PCORE memory saturates to.
pub(super) const DATA_MIN: i64 = -2048;
pub(super) const DATA_MAX: i64 = 2047;

/// How a test of vector lanes becomes one branch (see [`Kernel::condition`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantifier {
    /// Every enabled lane holds (`if`, `?:`).
    All,
    /// Some enabled lane holds (loops).
    Any,
}

/// A value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Integer(String),
    Vector(String),
    /// A word address of data of `lanes` lanes.
    Pointer {
        word: String,
        lanes: usize,
    },
}

impl Kernel<'_> {
    /// `expr`'s value. With `into_accumulator` set, the result of the
    /// operation `expr` goes to an accumulator (32 bits, exact); what it reads is computed
    /// in 12-bit temporaries, as ztachip's compiler generates every operand
    /// of an operation into private words (gen.cpp genTermCalculation
    /// passes `_isExReg` false), except a chain of the same operation
    /// (`a + b + c`, one node after its pruning) and a product fused into
    /// the addition that reads it ([`Self::operation`]).
    pub fn value(&mut self, expr: &Expr) -> Lowered<Value> {
        let wide = std::mem::replace(&mut self.into_accumulator, false);
        let value = self.value_of(expr, wide);
        self.into_accumulator = wide;
        value
    }

    fn value_of(&mut self, expr: &Expr, wide: bool) -> Lowered<Value> {
        self.at(&expr.span);
        match &expr.kind {
            ExprKind::Int(v) => self.literal(*v, &expr.span),
            ExprKind::Float(text) => match types::float_constant(text) {
                Some(v) => Ok(Value::Integer(self.constant(v))),
                None => self.refuse(
                    &expr.span,
                    "this floating-point constant does not fit in 32 bits",
                ),
            },
            ExprKind::Char(_) => match types::constant(expr) {
                Some(v) => Ok(Value::Integer(self.constant(v))),
                None => self.refuse(&expr.span, "this character constant is not one character"),
            },
            ExprKind::Name(name) => {
                let variable = self.variable(name)?;
                if !variable.shape.is_empty() {
                    // An array names its first element's address.
                    if variable.kind != Kind::Data {
                        return self.refuse(
                            &expr.span,
                            "an array of accumulators cannot be used as a pointer",
                        );
                    }
                    let Place::Memory { word, lanes } = self.place_of(&variable) else {
                        return self.refuse(&expr.span, "this array is not in PCORE memory");
                    };
                    return Ok(Value::Pointer { word, lanes });
                }
                if variable.kind == Kind::Pointer && matches!(variable.storage, Storage::Private(_))
                {
                    return self.refuse(&expr.span, "pointer parameters are not modelled: pass an `int` and take the address in the kernel");
                }
                let place = self.place_of(&variable);
                self.load(&place, &expr.span)
            }
            ExprKind::Index(..) => {
                if let Some(row) = self.row_pointer(expr)? {
                    return Ok(row);
                }
                let place = self.place(expr)?;
                self.load(&place, &expr.span)
            }
            ExprKind::Prefix(op, operand) => self.prefix(expr, op, operand),
            ExprKind::Postfix(op, operand) => {
                let place = self.place(operand)?;
                let before = self.load(&place, &operand.span)?;
                let one = Value::Integer(self.constant(1));
                let op = if op == "++" { "+" } else { "-" };
                let after = self.binary(op, before.clone(), one, &expr.span)?;
                self.store(&place, after, &expr.span)?;
                Ok(before)
            }
            ExprKind::Binary(op, left, right) => {
                if let Some(v) = types::constant(expr) {
                    return self.literal(v, &expr.span);
                }
                if matches!(op.as_str(), "<<" | ">>") {
                    self.into_accumulator = wide;
                    return self.shift_expression(expr, op, left, right);
                }
                self.operation(expr, op, left, right, wide)
            }
            ExprKind::Assign(op, target, value) => {
                let place = self.place(target)?;
                // What goes to an accumulator: see `assigned`.
                let outer = (self.into_accumulator, self.into_data);
                self.into_accumulator = matches!(
                    place,
                    Place::Accumulator { .. } | Place::AccumulatorLane { .. }
                );
                // An accumulator lane's operands are the vector ALU's
                // (12-bit temporaries), its operation 32-bit.
                self.into_data =
                    matches!(place, Place::Memory { .. } | Place::AccumulatorLane { .. });
                self.call_into_accumulator = matches!(place, Place::Accumulator { .. })
                    && op == "="
                    && matches!(&value.kind, ExprKind::Call(callee, _)
                        if matches!(&callee.kind, ExprKind::Name(name) if name.class.is_none()));
                let value = self.assigned(&place, op, target, value, expr);
                (self.into_accumulator, self.into_data) = outer;
                self.call_into_accumulator = false;
                value
            }
            ExprKind::Conditional(condition, a, b) => {
                let condition = self.condition(condition, Quantifier::All)?;
                let (a, b) = (self.value(a)?, self.value(b)?);
                self.at(&expr.span);
                match (a, b) {
                    (Value::Integer(a), Value::Integer(b)) => Ok(Value::Integer(self.op(
                        &format!("arith.select {condition}, {a}, {b} : i32"),
                    ))),
                    (
                        Value::Pointer { word: a, lanes },
                        Value::Pointer {
                            word: b,
                            lanes: other,
                        },
                    ) if lanes == other => Ok(Value::Pointer {
                        word: self.op(&format!("arith.select {condition}, {a}, {b} : i32")),
                        lanes,
                    }),
                    (Value::Pointer { .. }, _) | (_, Value::Pointer { .. }) => self.refuse(
                        &expr.span,
                        "`?:` of a pointer and another value, or of pointers to data of other lanes",
                    ),
                    (a, b) => {
                        let a = self.vector(a, &expr.span)?;
                        let b = self.vector(b, &expr.span)?;
                        Ok(Value::Vector(self.op(&format!(
                            "arith.select {condition}, {a}, {b} : {VECTOR}"
                        ))))
                    }
                }
            }
            ExprKind::Call(callee, args) => self.call(expr, callee, args),
            ExprKind::Comma(parts) => {
                let mut last = None;
                for part in parts {
                    last = Some(self.value(part)?);
                }
                match last {
                    Some(value) => Ok(value),
                    None => self.refuse(&expr.span, "an empty expression"),
                }
            }
            _ => self.refuse(
                &expr.span,
                "this expression is not part of the PCORE language",
            ),
        }
    }

    /// `left op right`, `wide` when its result goes to an accumulator.
    /// There its operands are 12-bit temporaries but for two (gen.cpp,
    /// instruction.cpp fm_int): the operation's own chain (`a + b` of
    /// `a + b + c`, not in parentheses, which the compiler keeps as a
    /// node), in accumulators; and a product added to, or subtracted from,
    /// an accumulator operand (the chain, or an accumulator variable),
    /// which the compiler fuses into one FMA or FNMA, exact.
    fn operation(
        &mut self,
        expr: &Expr,
        op: &str,
        left: &Expr,
        right: &Expr,
        wide: bool,
    ) -> Lowered<Value> {
        let chained = wide
            && !left.parenthesized()
            && matches!(&left.kind, ExprKind::Binary(o, ..) if o == op);
        let (mut left_fused, mut right_fused) = (false, false);
        // The fusion is the instruction's, wherever its result goes.
        if matches!(op, "+" | "-") {
            if is_product(right) && (chained || self.names_accumulator(left)) {
                right_fused = true;
            } else if is_product(left) && self.names_accumulator(right) {
                if op == "-" {
                    return self.refuse(
                        &expr.span,
                        "a product minus an accumulator: ztachip's compiler refuses it (\"Illegal operation with accumulator\"); write the accumulator first",
                    );
                }
                left_fused = true;
            }
        }
        let left = if left_fused {
            self.maybe_fused_product(left)?
        } else {
            self.operand(left, chained)?
        };
        let right = if right_fused {
            self.maybe_fused_product(right)?
        } else {
            self.operand(right, false)?
        };
        self.at(&expr.span);
        self.into_accumulator = wide;
        self.binary(op, left, right, &expr.span)
    }

    /// An operand, its own operation in an accumulator or not.
    fn operand(&mut self, expr: &Expr, in_accumulator: bool) -> Lowered<Value> {
        self.into_accumulator = in_accumulator;
        let value = self.value(expr);
        self.into_accumulator = false;
        value
    }

    /// A product the accumulation that reads it fuses, but where its
    /// multiply would be the first instruction at a jump's target: ztachip's
    /// compiler fuses no instruction a jump lands on (instruction.cpp:
    /// `if(instruction->m_jumpDestination) continue;`), so there the
    /// product is a 12-bit temporary (`for (...) { _A += x * y; }`: `TS=x
    /// MUL y`, `_A=TS FMA 1 [_A]`). Its multiply is first when nothing
    /// before it in the statement used the vector ALU and its operands are
    /// data, not computations (indices are the integer unit's, in the same
    /// instruction).
    fn maybe_fused_product(&mut self, expr: &Expr) -> Lowered<Value> {
        let leaves = match &expr.kind {
            ExprKind::Binary(_, left, right) => is_leaf(left) && is_leaf(right),
            _ => false,
        };
        if self.at_jump_target && leaves {
            self.operand(expr, false)
        } else {
            self.fused_product(expr)
        }
    }

    /// A product fused into the accumulation that reads it: its operands
    /// 12-bit temporaries, the product exact.
    fn fused_product(&mut self, expr: &Expr) -> Lowered<Value> {
        let ExprKind::Binary(_, left, right) = &expr.kind else {
            return self.operand(expr, false);
        };
        if let Some(v) = types::constant(expr) {
            return self.literal(v, &expr.span);
        }
        let left = self.operand(left, false)?;
        let right = self.operand(right, false)?;
        self.at(&expr.span);
        self.into_accumulator = true;
        let product = self.binary("*", left, right, &expr.span);
        self.into_accumulator = false;
        product
    }

    /// `target op value` stored at `place`, its value. Into an
    /// accumulator (`into_accumulator` set), `=` puts the value's own
    /// operation there, exact, in parentheses too (`_A = (a * b)`: the
    /// instruction writes the assignment's destination); the parentheses
    /// only make the operands of a chain 12-bit temporaries (gen.cpp
    /// passes `_isExReg` false inside them). A compound assignment
    /// computes its value in 12-bit temporaries, but for a product it
    /// fuses (`_A += x * y`: FMA, `-=`: FNMA).
    fn assigned(
        &mut self,
        place: &Place,
        op: &str,
        target: &Expr,
        value: &Expr,
        expr: &Expr,
    ) -> Lowered<Value> {
        let constant = types::constant(value);
        let accumulator = self.into_accumulator;
        let compound = op.strip_suffix('=').filter(|o| !o.is_empty());
        let lowered = match compound {
            None if accumulator && value.parenthesized() => {
                self.operand(&chain_broken(value), true)
            }
            None => self.operand(value, accumulator),
            Some("+" | "-") if accumulator && is_product(value) => self.maybe_fused_product(value),
            Some(_) => self.operand(value, false),
        };
        self.into_accumulator = accumulator;
        let mut value = lowered?;
        self.at(&expr.span);
        if let Some(op) = compound {
            let before = self.load(place, &target.span)?;
            value = if matches!(op, "<<" | ">>") {
                let accumulator = matches!(place, Place::Accumulator { .. }).then_some(place);
                self.shift(op, before, value, constant, accumulator, &expr.span)?
            } else {
                self.binary(op, before, value, &expr.span)?
            };
        }
        self.store(place, value.clone(), &expr.span)?;
        Ok(value)
    }

    /// A constant of the program: 32 bits (one past `i32`, as C's
    /// `unsigned`, wraps: `0xFFFFFFFF` is -1).
    fn literal(&mut self, value: i64, span: &Span) -> Lowered<Value> {
        let Some(bits) = types::fit_32_bits(value) else {
            return self.refuse(span, "this integer constant does not fit in 32 bits");
        };
        Ok(Value::Integer(self.constant(bits)))
    }

    pub fn refuse<T>(&mut self, span: &Span, message: impl Into<String>) -> Lowered<T> {
        self.error(span, message);
        Err(())
    }

    fn prefix(&mut self, expr: &Expr, op: &str, operand: &Expr) -> Lowered<Value> {
        match op {
            "&" => {
                if let Some(row) = self.row_pointer(operand)? {
                    return Ok(row);
                }
                let place = self.place(operand)?;
                match place {
                    Place::Memory { word, lanes } => Ok(Value::Pointer { word, lanes }),
                    _ => self.refuse(
                        &expr.span,
                        "`&` takes data in PCORE memory (int16, vint16), not a register",
                    ),
                }
            }
            "++" | "--" => {
                let place = self.place(operand)?;
                let before = self.load(&place, &operand.span)?;
                let one = Value::Integer(self.constant(1));
                let after = self.binary(&op[..1], before, one, &expr.span)?;
                self.store(&place, after.clone(), &expr.span)?;
                Ok(after)
            }
            "+" => self.value(operand),
            "-" | "~" | "!" => {
                let value = self.value(operand)?;
                self.at(&expr.span);
                let zero = Value::Integer(self.constant(0));
                match op {
                    "-" => self.binary("-", zero, value, &expr.span),
                    "~" => {
                        let ones = Value::Integer(self.constant(-1));
                        self.binary("^", value, ones, &expr.span)
                    }
                    _ => self.binary("==", value, zero, &expr.span),
                }
            }
            _ => self.refuse(
                &expr.span,
                format!("`{op}x` is not supported in PCORE code"),
            ),
        }
    }

    /// `value` in every lane (a vector stays as it is), a scalar as the
    /// vector ALU reads it ([`Self::scalar_operand`]).
    pub fn vector(&mut self, value: Value, span: &Span) -> Lowered<String> {
        match value {
            Value::Vector(v) => Ok(v),
            Value::Integer(v) => {
                // Only an `int` register's value comes through the 12-bit
                // scalar port; a scalar the vector ALU computed (an
                // `int16` product into an accumulator) is exact.
                let register = self.register_words.contains(&v);
                let word = self.scalar_operand(&v, register);
                Ok(self.op(&format!("vector.broadcast {word} : i32 to {VECTOR}")))
            }
            Value::Pointer { .. } => self.refuse(span, "a pointer is not vector data"),
        }
    }

    /// A scalar operand of the vector ALU, a 12-bit word. A constant comes
    /// from ztachip's constant table, whose 16-bit entries the tensor
    /// engine writes into 12-bit PCORE words as it writes any INT16: the
    /// sign and the low 11 bits (HW/src/pcore/core.vhd's `resize`), so
    /// `x * 3000` multiplies by 952. An `int` register reaches the ALU
    /// through its 12-bit scalar port (HW/src/alu/alu.vhd `x_scalar_in`):
    /// its low 12 bits, when `registers`.
    fn scalar_operand(&mut self, v: &str, registers: bool) -> String {
        if let Some(&c) = self.constants.get(v) {
            let word = pcore_word(c);
            return if word == c {
                v.to_string()
            } else {
                self.constant(word)
            };
        }
        if !registers {
            return v.to_string();
        }
        let high = self.constant(20);
        let shifted = self.op(&format!("arith.shli {v}, {high} : i32"));
        self.op(&format!("arith.shrsi {shifted}, {high} : i32"))
    }

    pub fn binary(&mut self, op: &str, left: Value, right: Value, span: &Span) -> Lowered<Value> {
        use Value::*;
        match (left, right) {
            (Pointer { word, lanes }, Integer(n)) if matches!(op, "+" | "-") => {
                self.offset(op, word, lanes, &n)
            }
            (Integer(n), Pointer { word, lanes }) if op == "+" => self.offset(op, word, lanes, &n),
            (Pointer { .. }, Integer(_)) | (Integer(_), Pointer { .. }) => self.refuse(
                span,
                format!("`{op}` of a pointer and an integer: pointers move by `+` and `-`"),
            ),
            (Pointer { word: a, lanes }, Pointer { word: b, .. }) => match op {
                "-" => {
                    let words = self.op(&format!("arith.subi {a}, {b} : i32"));
                    let scale = self.constant(lanes as i64);
                    Ok(Integer(
                        self.op(&format!("arith.divsi {words}, {scale} : i32")),
                    ))
                }
                _ => self.scalar(op, &a, &b, span).map(Integer),
            },
            (Integer(a), Integer(b)) => self.scalar(op, &a, &b, span).map(Integer),
            (Pointer { .. }, _) | (_, Pointer { .. }) => {
                self.refuse(span, format!("`{op}` of a pointer and a vector"))
            }
            (left, right) => {
                let left = self.vector(left, span)?;
                let right = self.vector(right, span)?;
                let arith = match op {
                    "+" => "arith.addi",
                    "-" => "arith.subi",
                    "*" => "arith.muli",
                    "<<" => "arith.shli",
                    ">>" => "arith.shrsi",
                    "&" => "arith.andi",
                    "|" => "arith.ori",
                    "^" => "arith.xori",
                    _ => {
                        return self.refuse(span, format!("`{op}` of vectors: the vector ALU adds, subtracts, multiplies and shifts (compare lanes with LT, GE, ...)"))
                    }
                };
                let result = self.op(&format!("{arith} {left}, {right} : {VECTOR}"));
                // The statement's first vector instruction takes a jump's
                // target, if it is one.
                self.at_jump_target = false;
                // A 12-bit temporary saturates; an accumulator's does not.
                Ok(Vector(if self.into_accumulator {
                    result
                } else {
                    self.clamp(&result, VECTOR)
                }))
            }
        }
    }

    /// `word` moved by `n` elements of `lanes` lanes.
    fn offset(&mut self, op: &str, word: String, lanes: usize, n: &str) -> Lowered<Value> {
        let scale = self.constant(lanes as i64);
        let step = self.op(&format!("arith.muli {n}, {scale} : i32"));
        let arith = if op == "+" {
            "arith.addi"
        } else {
            "arith.subi"
        };
        let word = self.op(&format!("{arith} {word}, {step} : i32"));
        Ok(Value::Pointer { word, lanes })
    }

    fn scalar(&mut self, op: &str, a: &str, b: &str, span: &Span) -> Lowered<String> {
        let arith = match op {
            "+" => "arith.addi",
            "-" => "arith.subi",
            "*" => "arith.muli",
            "/" => "arith.divsi",
            "%" => "arith.remsi",
            "<<" => "arith.shli",
            ">>" => "arith.shrsi",
            "&" => "arith.andi",
            "|" => "arith.ori",
            "^" => "arith.xori",
            "&&" | "||" => {
                let zero = self.constant(0);
                let a = self.op(&format!("arith.cmpi ne, {a}, {zero} : i32"));
                let b = self.op(&format!("arith.cmpi ne, {b}, {zero} : i32"));
                let both = if op == "&&" {
                    "arith.andi"
                } else {
                    "arith.ori"
                };
                let bit = self.op(&format!("{both} {a}, {b} : i1"));
                return Ok(self.op(&format!("arith.extui {bit} : i1 to i32")));
            }
            _ => {
                let predicate = match op {
                    "==" => "eq",
                    "!=" => "ne",
                    "<" => "slt",
                    "<=" => "sle",
                    ">" => "sgt",
                    ">=" => "sge",
                    _ => return self.refuse(span, format!("`{op}` is not a PCORE operator")),
                };
                // The integer unit compares by the sign and zero of the
                // 13-bit difference.
                let difference = self.register_difference(a, b, span);
                let zero = self.constant(0);
                let bit = self.op(&format!(
                    "arith.cmpi {predicate}, {difference}, {zero} : i32"
                ));
                return Ok(self.op(&format!("arith.extui {bit} : i1 to i32")));
            }
        };
        // For an accumulator's lane (`_A[k] = ...`), the vector ALU's
        // 32-bit adder and multiplier: nothing truncates or saturates.
        if self.into_accumulator && matches!(op, "+" | "-" | "*" | "<<" | ">>") {
            return Ok(self.op(&format!("{arith} {a}, {b} : i32")));
        }
        // In the vector ALU (an expression for 12-bit data) a constant is
        // a 12-bit word and the result a 12-bit temporary.
        let in_alu = self.into_data && matches!(op, "+" | "-" | "*" | "<<" | ">>");
        let (a, b) = if in_alu && matches!(op, "+" | "-" | "*") {
            (self.scalar_operand(a, false), self.scalar_operand(b, false))
        } else {
            (a.to_string(), b.to_string())
        };
        if !in_alu {
            return self.register_operation(op, arith, &a, &b, span);
        }
        let result = self.op(&format!("{arith} {a}, {b} : i32"));
        Ok(self.clamp(&result, "i32"))
    }

    /// The place `expr` names: a variable or an element `a[i]`, `p[i]`.
    pub fn place(&mut self, expr: &Expr) -> Lowered<Place> {
        self.at(&expr.span);
        match &expr.kind {
            ExprKind::Name(name) => {
                let variable = self.variable(name)?;
                if !variable.shape.is_empty() {
                    return self.refuse(
                        &expr.span,
                        format!("`{}` is an array: assign its elements", name.name),
                    );
                }
                Ok(self.place_of(&variable))
            }
            ExprKind::Index(..) => self.element(expr),
            _ => self.refuse(
                &expr.span,
                "this cannot be assigned: assign a variable, an array element or `_VMASK`",
            ),
        }
    }

    /// `a[i][j]...` of an array, or `p[i]` of a pointer.
    fn element(&mut self, expr: &Expr) -> Lowered<Place> {
        let (base, mut indices) = index_chain(expr);
        let ExprKind::Name(name) = &base.kind else {
            return self.refuse(&base.span, "only variables and pointers are indexed");
        };
        let variable = self.variable(name)?;
        // One index past the declared ones picks a lane: of vector data
        // (ztachip's gen.cpp: a "sub-vector" reference), or of an
        // accumulator, a 32-bit scalar (genTermDirectIndexing).
        let has_lanes = (variable.kind == Kind::Data && variable.lanes > 1)
            || variable.kind == Kind::Accumulator;
        let lane = if has_lanes && indices.len() == variable.shape.len() + 1 {
            indices.pop()
        } else {
            None
        };
        if let Some(lane) = lane {
            let whole = if indices.is_empty() {
                self.place_of(&variable)
            } else {
                self.array_element(expr, name, &variable, &indices)?
            };
            let lane = self.integer(lane)?;
            self.at(&expr.span);
            return match whole {
                // A lane past the vector's reaches the next words, as the
                // hardware's address sum does.
                Place::Memory { word, .. } => {
                    let word = self.op(&format!("arith.addi {word}, {lane} : i32"));
                    Ok(Place::Memory { word, lanes: 1 })
                }
                // The hardware's accumulator lane is the index's low 3 bits.
                Place::Accumulator { pointer } => {
                    let seven = self.constant(VECTOR_WIDTH as i64 - 1);
                    let lane = self.op(&format!("arith.andi {lane}, {seven} : i32"));
                    let pointer = self.op(&format!(
                        "llvm.getelementptr {pointer}[{lane}] : (!llvm.ptr, i32) -> !llvm.ptr, i32"
                    ));
                    Ok(Place::AccumulatorLane { pointer })
                }
                _ => self.refuse(
                    &expr.span,
                    "only data in PCORE memory and accumulators have lanes",
                ),
            };
        }
        if variable.shape.is_empty() {
            // `p[i]`: a pointer, one index.
            let pointer = self.value(base)?;
            let Value::Pointer { word, lanes } = pointer else {
                return self.refuse(
                    &base.span,
                    format!("`{}` is not an array or a pointer", name.name),
                );
            };
            let [index] = indices[..] else {
                return self.refuse(&expr.span, "a pointer takes one index");
            };
            let index = self.integer(index)?;
            self.at(&expr.span);
            let Value::Pointer { word, lanes } = self.binary(
                "+",
                Value::Pointer { word, lanes },
                Value::Integer(index),
                &expr.span,
            )?
            else {
                return Err(());
            };
            return Ok(Place::Memory { word, lanes });
        }
        self.array_element(expr, name, &variable, &indices)
    }

    /// `a[i]` of an array of more dimensions, a row: the address of its
    /// first element, as ztachip's compiler makes a pointer constant of it
    /// (`p = img[r];`, `p = &img[r];`). None when `expr` is no such row.
    fn row_pointer(&mut self, expr: &Expr) -> Lowered<Option<Value>> {
        let (base, mut indices) = index_chain(expr);
        let ExprKind::Name(name) = &base.kind else {
            return Ok(None);
        };
        let Some(variable) = self.lookup(name) else {
            return Ok(None);
        };
        if variable.kind != Kind::Data || indices.len() >= variable.shape.len() {
            return Ok(None);
        }
        let zero = Expr::new(ExprKind::Int(0), expr.span.clone());
        indices.resize(variable.shape.len(), &zero);
        match self.array_element(expr, name, &variable, &indices)? {
            Place::Memory { word, lanes } => Ok(Some(Value::Pointer { word, lanes })),
            _ => Ok(None),
        }
    }

    /// Element `indices` (one per dimension) of the array `variable`.
    fn array_element(
        &mut self,
        expr: &Expr,
        name: &Name,
        variable: &Variable,
        indices: &[&Expr],
    ) -> Lowered<Place> {
        if indices.len() != variable.shape.len() {
            return self.refuse(
                &expr.span,
                format!(
                    "`{}` has {} dimensions but {} indices are given",
                    name.name,
                    variable.shape.len(),
                    indices.len()
                ),
            );
        }
        // Row-major element number.
        let mut element = self.constant(0);
        for (index, size) in indices.iter().zip(&variable.shape) {
            let index = self.integer(index)?;
            self.at(&expr.span);
            let size = self.constant(*size as i64);
            let scaled = self.op(&format!("arith.muli {element}, {size} : i32"));
            element = self.op(&format!("arith.addi {scaled}, {index} : i32"));
        }
        match (&variable.storage, variable.kind) {
            (Storage::Private(word) | Storage::Shared(word), Kind::Data) => {
                let first = self.memory_word(&variable.storage, *word);
                let lanes = self.constant(variable.lanes as i64);
                let offset = self.op(&format!("arith.muli {element}, {lanes} : i32"));
                let word = self.op(&format!("arith.addi {first}, {offset} : i32"));
                Ok(Place::Memory {
                    word,
                    lanes: variable.lanes,
                })
            }
            (Storage::Registers(_) | Storage::Slot(_), Kind::Accumulator) => {
                let Place::Accumulator { pointer } = self.place_of(variable) else {
                    return Err(());
                };
                let pointer = self.op(&format!("llvm.getelementptr {pointer}[{element}] : (!llvm.ptr, i32) -> !llvm.ptr, {VECTOR}"));
                Ok(Place::Accumulator { pointer })
            }
            _ => self.refuse(&expr.span, format!("`{}` cannot be indexed", name.name)),
        }
    }

    /// An integer operand (an index, a count), which the integer unit
    /// computes.
    pub fn integer(&mut self, expr: &Expr) -> Lowered<String> {
        let data = std::mem::replace(&mut self.into_data, false);
        let value = self.value(expr);
        self.into_data = data;
        match value? {
            Value::Integer(v) => Ok(v),
            _ => self.refuse(
                &expr.span,
                "an integer is needed here, not a vector or a pointer",
            ),
        }
    }

    pub fn load(&mut self, place: &Place, span: &Span) -> Lowered<Value> {
        self.at(span);
        match place {
            Place::Memory { word, lanes: 1 } => {
                let at = self.word_pointer(word);
                let loaded = self.op(&format!(
                    "llvm.load {at} {{alignment = 2 : i64}} : !llvm.ptr -> i16"
                ));
                Ok(Value::Integer(
                    self.op(&format!("arith.extsi {loaded} : i16 to i32")),
                ))
            }
            Place::Memory {
                word,
                lanes: VECTOR_WIDTH,
            } => {
                let at = self.word_pointer(word);
                let loaded = self.op(&format!(
                    "llvm.load {at} {{alignment = 2 : i64}} : !llvm.ptr -> {WORDS}"
                ));
                Ok(Value::Vector(self.op(&format!(
                    "arith.extsi {loaded} : {WORDS} to {VECTOR}"
                ))))
            }
            Place::Memory { lanes, .. } => self.refuse(
                span,
                format!(
                    "`float{lanes}` data ({lanes} lanes) are not modelled: use int16 or vint16"
                ),
            ),
            Place::AccumulatorLane { pointer } => Ok(Value::Integer(self.op(&format!(
                "llvm.load {pointer} {{alignment = 4 : i64}} : !llvm.ptr -> i32"
            )))),
            Place::Accumulator { pointer } => Ok(Value::Vector(self.op(&format!(
                "llvm.load {pointer} {{alignment = 4 : i64}} : !llvm.ptr -> {VECTOR}"
            )))),
            Place::Integer { pointer } => {
                let word = self.op(&format!(
                    "llvm.load {pointer} {{alignment = 4 : i64}} : !llvm.ptr -> i32"
                ));
                self.register_words.insert(word.clone());
                Ok(Value::Integer(word))
            }
            Place::Pointer { pointer, lanes } => {
                let word = self.op(&format!(
                    "llvm.load {pointer} {{alignment = 4 : i64}} : !llvm.ptr -> i32"
                ));
                Ok(Value::Pointer {
                    word,
                    lanes: *lanes,
                })
            }
            Place::Mask => Ok(Value::Integer(self.mask())),
            Place::ReadOnly(Storage::Thread) => Ok(Value::Integer("%thread".into())),
            Place::ReadOnly(Storage::Pcore) => Ok(Value::Integer("%pcore".into())),
            Place::ReadOnly(Storage::Global(word)) => {
                let word = self.constant(*word as i64);
                let at = self.word_pointer(&word);
                let loaded = self.op(&format!(
                    "llvm.load {at} {{alignment = 2 : i64}} : !llvm.ptr -> i16"
                ));
                Ok(Value::Integer(
                    self.op(&format!("arith.extsi {loaded} : i16 to i32")),
                ))
            }
            Place::ReadOnly(_) => self.refuse(span, "this cannot be read"),
        }
    }

    /// `_VMASK` (kept complemented in the register file).
    fn mask(&mut self) -> String {
        let pointer = self.mask_pointer();
        let kept = self.op(&format!(
            "llvm.load {pointer} {{alignment = 4 : i64}} : !llvm.ptr -> i32"
        ));
        let ones = self.constant(-1);
        self.op(&format!("arith.xori {kept}, {ones} : i32"))
    }

    /// The lanes `_VMASK` enables.
    pub(super) fn enabled_lanes(&mut self) -> String {
        let mask = self.mask();
        let mask = self.op(&format!("vector.broadcast {mask} : i32 to {VECTOR}"));
        let bits = self.lane_bits();
        let set = self.op(&format!("arith.andi {mask}, {bits} : {VECTOR}"));
        let zero = self.op(&format!("arith.constant dense<0> : {VECTOR}"));
        self.op(&format!("arith.cmpi ne, {set}, {zero} : {VECTOR}"))
    }

    /// Stores `value` (of `ty`) at `at`, every lane of it.
    fn plain_store(&mut self, at: &str, value: &str, ty: &str, align: u8) {
        self.effect(&format!(
            "llvm.store {value}, {at} {{alignment = {align} : i64}} : {ty}, !llvm.ptr"
        ));
    }

    /// Stores the 12-bit words `words` at `at` where the lane mask
    /// `enabled` holds, keeping the old words elsewhere.
    fn masked_store(&mut self, at: &str, words: &str, enabled: &str) {
        let old = self.op(&format!(
            "llvm.load {at} {{alignment = 2 : i64}} : !llvm.ptr -> {WORDS}"
        ));
        let new = self.op(&format!(
            "arith.select {enabled}, {words}, {old} : {MASK}, {WORDS}"
        ));
        self.plain_store(at, &new, WORDS, 2);
    }

    /// Lane 0 of `lanes` (a `vector<8xi32>`).
    pub fn lane_zero(&mut self, lanes: &str) -> String {
        self.op(&format!("vector.extract {lanes}[0] : i32 from {VECTOR}"))
    }

    pub fn store(&mut self, place: &Place, value: Value, span: &Span) -> Lowered<()> {
        self.at(span);
        match place {
            Place::Memory {
                word,
                lanes: VECTOR_WIDTH,
            } => {
                let value = self.vector(value, span)?;
                let value = self.clamp(&value, VECTOR);
                let words = self.op(&format!("arith.trunci {value} : {VECTOR} to {WORDS}"));
                let at = self.word_pointer(word);
                let enabled = self.enabled_lanes();
                self.masked_store(&at, &words, &enabled);
                Ok(())
            }
            Place::Memory { word, lanes: 1 } => {
                let value = match value {
                    Value::Integer(v) | Value::Pointer { word: v, .. } => v,
                    // ztachip's compiler writes such an assignment as a
                    // vector operation with a scalar destination, which
                    // the register file writes with lane 0 of the result
                    // (register_file.vhd: a word write takes the lowest
                    // lane's bits).
                    Value::Vector(lanes) => self.lane_zero(&lanes),
                };
                // A constant comes from the constant table, a 12-bit word.
                let value = self.scalar_operand(&value, false);
                let value = self.clamp(&value, "i32");
                let word16 = self.op(&format!("arith.trunci {value} : i32 to i16"));
                let at = self.word_pointer(word);
                // A word write's lanes come from its address alone, not
                // `_VMASK` (register_file.vhd: the lane enables apply to a
                // whole-vector write only).
                self.plain_store(&at, &word16, "i16", 2);
                Ok(())
            }
            Place::AccumulatorLane { pointer } => {
                // A 32-bit scalar: the value as it is, 32 bits, whatever
                // `_VMASK` says (accumulators ignore it, below).
                let value = match value {
                    Value::Integer(v) | Value::Pointer { word: v, .. } => v,
                    Value::Vector(lanes) => self.lane_zero(&lanes),
                };
                self.plain_store(pointer, &value, "i32", 4);
                Ok(())
            }
            Place::Memory { lanes, .. } => self.refuse(
                span,
                format!(
                    "`float{lanes}` data ({lanes} lanes) are not modelled: use int16 or vint16"
                ),
            ),
            Place::Accumulator { pointer } => {
                // Every lane: the accumulator file's write enable is one
                // bit for the 8 lanes (xregister_file.vhd), and the ALU
                // lanes take no mask (alu.vhd), so `_VMASK` does not apply.
                let value = self.vector(value, span)?;
                self.plain_store(pointer, &value, VECTOR, 4);
                Ok(())
            }
            Place::Integer { pointer } | Place::Pointer { pointer, .. } => {
                let value = match value {
                    Value::Integer(v) | Value::Pointer { word: v, .. } => v,
                    Value::Vector(_) => {
                        return self.refuse(span, "a vector cannot be stored in a register")
                    }
                };
                let value = if matches!(place, Place::Integer { .. }) {
                    self.register_word(&value, span)
                } else {
                    value
                };
                self.plain_store(pointer, &value, "i32", 4);
                Ok(())
            }
            Place::Mask => {
                let Value::Integer(value) = value else {
                    return self.refuse(span, "`_VMASK` takes an integer (a bit per lane)");
                };
                let ones = self.constant(-1);
                let kept = self.op(&format!("arith.xori {value}, {ones} : i32"));
                let pointer = self.mask_pointer();
                self.plain_store(&pointer, &kept, "i32", 4);
                Ok(())
            }
            Place::ReadOnly(_) => self.refuse(span, "this is read-only"),
        }
    }
}

/// `expr` without its parentheses, its operation's own chain (`a + b` of
/// `(a + b + c)`) put in parentheses: what ztachip's compiler computes
/// for a parenthesised value, the chain's steps in 12-bit temporaries.
fn chain_broken(expr: &Expr) -> Expr {
    let mut inner = expr.clone();
    inner.parens = false;
    if let ExprKind::Binary(op, left, _) = &mut inner.kind {
        if matches!(&left.kind, ExprKind::Binary(o, ..) if o == op) {
            left.parens = true;
        }
    }
    inner
}

/// `a[i][j]...` as its base `a` and its indices, outermost first.
fn index_chain(expr: &Expr) -> (&Expr, Vec<&Expr>) {
    let mut indices = Vec::new();
    let mut base = expr;
    while let ExprKind::Index(inner, index) = &base.kind {
        indices.push(index.as_ref());
        base = inner;
    }
    indices.reverse();
    (base, indices)
}

/// A product `x * y` (in parentheses or not: they do not change which
/// instruction computes it).
fn is_product(expr: &Expr) -> bool {
    matches!(&expr.kind, ExprKind::Binary(op, ..) if op == "*")
}

/// An operand the vector ALU reads as it is: a variable, an element (its
/// index is the integer unit's) or a constant.
fn is_leaf(expr: &Expr) -> bool {
    matches!(
        &expr.kind,
        ExprKind::Name(_)
            | ExprKind::Index(..)
            | ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Char(_)
    )
}

/// A 16-bit value as the tensor engine writes it into a 12-bit PCORE word:
/// the sign and the low 11 bits (numeric_std's `resize` of a signed value,
/// HW/src/pcore/core.vhd): 3000 is 952, -3000 is -952, 2048 is 0.
fn pcore_word(value: i64) -> i64 {
    let sixteen = value as i16 as i64;
    let low = sixteen & 0x7FF;
    if sixteen < 0 {
        low - 2048
    } else {
        low
    }
}
