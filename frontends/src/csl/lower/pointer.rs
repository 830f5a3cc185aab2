//! Pointers at run time: a CSL pointer is a memref whose offset is known
//! only at run time (`memref<3xi16, strided<[1], offset: ?>>` for
//! `*[3]i16`, `memref<i16, strided<[], offset: ?>>` for `*i16`,
//! `memref<?xf32, strided<[1], offset: ?>>` for `[*]f32`), so one function
//! takes the address of a local array, of a global or of one element alike.
//! Places (what `p.*`, `a[i]`, `(p.*)[i]` name) are loaded and stored
//! through them; local arrays are `memref.alloca`s.

use super::super::ast::*;
use super::super::eval::{error, Eval, NoHooks};
use super::super::value::{Type, Value};
use super::builder::{FnBuilder, Local, Operand};
use melior::ir::{
    attribute::DenseI64ArrayAttribute,
    operation::OperationBuilder,
    r#type::{DimSize, MemRefType, ShapedTypeLike},
    Attribute, Identifier, Type as MlirType, ValueLike,
};
use melior::Context;
use tanto_dialects::ir::handles::ValueHandle;

/// MLIR's marker of a dynamic offset or size in static attributes.
const DYNAMIC: i64 = i64::MIN;

/// The memref type of a pointer: its pointee's shape (unknown for `[*]T`)
/// and strides, its offset dynamic. None for pointees without storage.
pub(super) fn pointer_memref<'c>(
    context: &'c Context,
    many: bool,
    pointee: &Type,
) -> Option<MlirType<'c>> {
    let (dims, element) = match pointee {
        Type::Array { dims, element } if !many => (dims.clone(), &**element),
        Type::Array { .. } => return None,
        scalar if many => (vec![0], scalar),
        scalar => (Vec::new(), scalar),
    };
    let element = super::mlir_type(context, element)?;
    let shape: Vec<String> = dims
        .iter()
        .map(|d| if many { "?".to_string() } else { d.to_string() })
        .collect();
    // Row-major strides of the pointee's shape.
    let mut strides = vec![1u64; dims.len()];
    for k in (0..dims.len().saturating_sub(1)).rev() {
        strides[k] = strides[k + 1].saturating_mul(dims[k + 1]);
    }
    let strides: Vec<String> = strides.iter().map(u64::to_string).collect();
    let shape = if shape.is_empty() {
        String::new()
    } else {
        format!("{}x", shape.join("x"))
    };
    MlirType::parse(
        context,
        &format!(
            "memref<{shape}{element}, strided<[{}], offset: ?>>",
            strides.join(", ")
        ),
    )
}

/// Storage a place names: a memref, the indices of an element (none for
/// the whole), and the type of what is there.
pub(super) struct Place {
    pub memref: ValueHandle,
    pub indices: Vec<ValueHandle>,
    pub ty: Type,
    /// Reached through a pointer to const: read only.
    pub constant: bool,
}

/// Whether `ty` is a value one load reads (not an array).
fn is_scalar(ty: &Type) -> bool {
    matches!(ty, Type::Bool | Type::Int(_) | Type::Float(_))
}

impl<'c> FnBuilder<'c, '_, '_> {
    /// What `e` names in memory: a variable, an element (`a[i]`, `p[i]`,
    /// `(p.*)[i]`), or what a pointer points to (`p.*`).
    pub(super) fn place(&mut self, e: &Expr) -> Eval<Place> {
        match &e.kind {
            ExprKind::Ident(name) => match self.runtime_local(name) {
                Some(Local::Slot(slot, ty)) => Ok(Place {
                    memref: slot,
                    indices: Vec::new(),
                    ty,
                    constant: false,
                }),
                Some(_) => Err(error(&e.span, format!("`{name}` is a const"))),
                None if self.evaluator.is_global_var(name) => {
                    let (memref, _) = self.global(name, &e.span)?;
                    let ty = self
                        .evaluator
                        .global(name, &e.span, &mut NoHooks)?
                        .type_of();
                    Ok(Place {
                        memref,
                        indices: Vec::new(),
                        ty,
                        constant: false,
                    })
                }
                None => Err(error(&e.span, format!("`{name}` is not a variable"))),
            },
            ExprKind::Deref(pointer) => {
                let operand = self.expr(pointer)?;
                self.pointee(operand, &pointer.span)
            }
            ExprKind::Index { base, indices } => {
                // A pointer indexed directly: `p[i]` of `[*]T` or `*[N]T`.
                let whole = match &base.kind {
                    ExprKind::Ident(name) => match self.runtime_local(name) {
                        Some(Local::Value(v, ty @ Type::Pointer { .. })) => {
                            self.pointee(Operand::Runtime(v, ty), &base.span)?
                        }
                        // A pointer variable: where it points now.
                        Some(Local::Slot(slot, ty @ Type::Pointer { .. })) => {
                            let v = self.load(slot, Vec::new(), &base.span)?;
                            self.pointee(Operand::Runtime(v, ty), &base.span)?
                        }
                        _ => self.place(base)?,
                    },
                    _ => self.place(base)?,
                };
                if !whole.indices.is_empty() {
                    return Err(error(&base.span, "an element has no elements"));
                }
                let (rank, element) = match &whole.ty {
                    Type::Array { dims, element } => (dims.len(), (**element).clone()),
                    other => {
                        return Err(error(
                            &base.span,
                            format!("a {other} has no elements to index"),
                        ))
                    }
                };
                if indices.len() != rank {
                    return Err(error(
                        &e.span,
                        format!(
                            "the array has {rank} dimensions, not {} indices",
                            indices.len()
                        ),
                    ));
                }
                let mut at = Vec::new();
                for i in indices {
                    at.push(self.index(i)?);
                }
                Ok(Place {
                    memref: whole.memref,
                    indices: at,
                    ty: element,
                    constant: whole.constant,
                })
            }
            _ => Err(error(&e.span, "this names no variable, element or pointee")),
        }
    }

    /// The place a pointer operand points to. A `[*]T` points to an array
    /// of unknown length (its elements are indexed with one index).
    fn pointee(&mut self, operand: Operand, span: &Span) -> Eval<Place> {
        match operand {
            Operand::Runtime(
                memref,
                Type::Pointer {
                    many,
                    pointee: ty,
                    constant,
                },
            ) => Ok(Place {
                memref,
                indices: Vec::new(),
                constant,
                ty: if many {
                    Type::Array {
                        dims: vec![0],
                        element: ty,
                    }
                } else {
                    *ty
                },
            }),
            Operand::Known(Value::Address(global)) => {
                let (memref, _) = self.global(&global, span)?;
                let ty = self
                    .evaluator
                    .global(&global, span, &mut NoHooks)?
                    .type_of();
                Ok(Place {
                    memref,
                    indices: Vec::new(),
                    ty,
                    constant: false,
                })
            }
            Operand::Runtime(_, ty) => Err(error(
                span,
                format!("`.*` reads through a pointer, not a {ty}"),
            )),
            _ => Err(error(span, "`.*` reads through a pointer")),
        }
    }

    /// The value at `place`, a scalar.
    pub(super) fn load_place(&mut self, place: Place, span: &Span) -> Eval<Operand> {
        if !is_scalar(&place.ty) {
            return Err(error(
                span,
                format!("a {} is read an element at a time at run time", place.ty),
            ));
        }
        let v = self.load(place.memref, place.indices, span)?;
        Ok(Operand::Runtime(v, place.ty))
    }

    /// `&e` at run time: a pointer to a local, to an element, or to what a
    /// pointer points to.
    pub(super) fn address_of(&mut self, e: &Expr, span: &Span) -> Eval<Operand> {
        let place = self.place(e)?;
        let ty = Type::Pointer {
            many: false,
            constant: place.constant,
            pointee: Box::new(place.ty.clone()),
        };
        let target = self.mlir(&ty, span)?;
        let pointer = if place.indices.is_empty() {
            self.memref_cast(place.memref, target, span)?
        } else {
            self.element_view(&place, target, span)?
        };
        Ok(Operand::Runtime(pointer, ty))
    }

    /// `memref.cast` of `memref` to `target` (a layout or shape that
    /// admits it); nothing when it has that type already.
    fn memref_cast(
        &mut self,
        memref: ValueHandle,
        target: MlirType<'c>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        if memref.get().r#type() == target {
            return Ok(memref);
        }
        self.append1(
            OperationBuilder::new("memref.cast", self.loc(span))
                .add_operands(&[memref.get()])
                .add_results(&[target])
                .build(),
            span,
        )
    }

    /// A rank-0 view of one element of `place`: the memref's base with the
    /// element's offset (its own offset, when it has one, plus the row-major
    /// position of the indices).
    fn element_view(
        &mut self,
        place: &Place,
        target: MlirType<'c>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let source = MemRefType::try_from(place.memref.get().r#type())
            .map_err(|_| error(span, "internal error: not a memref"))?;
        let rank = place.indices.len();
        let shape: Vec<i64> = (0..rank)
            .map(|k| match source.dim_size(k) {
                Ok(DimSize::Static(d)) => d as i64,
                _ => DYNAMIC,
            })
            .collect();
        // Row-major position of the element, in elements.
        let mut position: Option<ValueHandle> = None;
        for (k, index) in place.indices.iter().enumerate() {
            let stride: i64 = shape[k + 1..].iter().product();
            let term = if stride == 1 {
                *index
            } else {
                let stride = self.index_constant(stride, span)?;
                self.arith("arith.muli", *index, stride, span)?
            };
            position = Some(match position {
                None => term,
                Some(sum) => self.arith("arith.addi", sum, term, span)?,
            });
        }
        let mut offset = match position {
            Some(p) => p,
            None => self.index_constant(0, span)?,
        };
        // A pointer's memref starts where it points: its offset first.
        let identity = source.has_static_shape()
            && MlirType::from(source)
                == MlirType::from(MemRefType::new(source.element(), &shape, None, None));
        if !identity {
            let base = self.own_offset(place.memref, rank, span)?;
            offset = self.arith("arith.addi", base, offset, span)?;
        }
        let i64_array = |values: &[i64]| DenseI64ArrayAttribute::new(self.context, values);
        let attribute = |text: &str| {
            Attribute::parse(self.context, text).ok_or_else(|| error(span, "internal error"))
        };
        let segments = attribute("array<i32: 1, 1, 0, 0>")?;
        self.append1(
            OperationBuilder::new("memref.reinterpret_cast", self.loc(span))
                .add_operands(&[place.memref.get(), offset.get()])
                .add_attributes(&[
                    (
                        Identifier::new(self.context, "static_offsets"),
                        i64_array(&[DYNAMIC]).into(),
                    ),
                    (
                        Identifier::new(self.context, "static_sizes"),
                        i64_array(&[]).into(),
                    ),
                    (
                        Identifier::new(self.context, "static_strides"),
                        i64_array(&[]).into(),
                    ),
                    (
                        Identifier::new(self.context, "operandSegmentSizes"),
                        segments,
                    ),
                ])
                .add_results(&[target])
                .build(),
            span,
        )
    }

    /// Pointer `p` (of type `ty`, a `[*]T`) moved `steps` elements on, or
    /// back when `back`: its memref reinterpreted at the new offset, its
    /// length what is left of the old one. A single-item or array pointer
    /// does not move (Zig's rule).
    pub(super) fn pointer_step(
        &mut self,
        p: ValueHandle,
        ty: &Type,
        steps: ValueHandle,
        back: bool,
        span: &Span,
    ) -> Eval<ValueHandle> {
        if !matches!(ty, Type::Pointer { many: true, .. }) {
            return Err(error(
                span,
                format!("a {ty} does not move: only a `[*]T` takes `+` and `-`"),
            ));
        }
        let (offset_op, length_op) = if back {
            ("arith.subi", "arith.addi")
        } else {
            ("arith.addi", "arith.subi")
        };
        let start = self.own_offset(p, 1, span)?;
        let offset = self.arith(offset_op, start, steps, span)?;
        let zero = self.index_constant(0, span)?;
        let length = self.append1(
            OperationBuilder::new("memref.dim", self.loc(span))
                .add_operands(&[p.get(), zero.get()])
                .add_results(&[MlirType::index(self.context)])
                .build(),
            span,
        )?;
        let length = self.arith(length_op, length, steps, span)?;
        let i64_array = |values: &[i64]| DenseI64ArrayAttribute::new(self.context, values);
        let segments = Attribute::parse(self.context, "array<i32: 1, 1, 1, 0>")
            .ok_or_else(|| error(span, "internal error"))?;
        self.append1(
            OperationBuilder::new("memref.reinterpret_cast", self.loc(span))
                .add_operands(&[p.get(), offset.get(), length.get()])
                .add_attributes(&[
                    (
                        Identifier::new(self.context, "static_offsets"),
                        i64_array(&[DYNAMIC]).into(),
                    ),
                    (
                        Identifier::new(self.context, "static_sizes"),
                        i64_array(&[DYNAMIC]).into(),
                    ),
                    (
                        Identifier::new(self.context, "static_strides"),
                        i64_array(&[1]).into(),
                    ),
                    (
                        Identifier::new(self.context, "operandSegmentSizes"),
                        segments,
                    ),
                ])
                .add_results(&[p.get().r#type()])
                .build(),
            span,
        )
    }

    /// The element offset a memref of rank `rank` starts at
    /// (`memref.extract_strided_metadata`'s second result).
    fn own_offset(&mut self, memref: ValueHandle, rank: usize, span: &Span) -> Eval<ValueHandle> {
        let source = MemRefType::try_from(memref.get().r#type())
            .map_err(|_| error(span, "internal error: not a memref"))?;
        let index = MlirType::index(self.context);
        let base = MemRefType::new(source.element(), &[], None, None);
        let mut results: Vec<MlirType<'c>> = vec![base.into(), index];
        results.extend(std::iter::repeat_n(index, 2 * rank));
        let out = self.append(
            OperationBuilder::new("memref.extract_strided_metadata", self.loc(span))
                .add_operands(&[memref.get()])
                .add_results(&results)
                .build(),
            span,
        )?;
        out.get(1)
            .copied()
            .ok_or_else(|| error(span, "internal error: no offset"))
    }

    /// An operand as a pointer of type `ty`: a pointer of a type that
    /// converts (`*[N]T` to `[*]T`, to a `const` pointee), or a global's
    /// address.
    pub(super) fn pointer_operand(
        &mut self,
        operand: Operand,
        ty: &Type,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let Type::Pointer {
            many,
            constant,
            pointee,
        } = ty
        else {
            return Err(error(span, "internal error: not a pointer type"));
        };
        let target = self.mlir(ty, span)?;
        let (memref, from_pointee, from_const) = match operand {
            Operand::Runtime(
                memref,
                Type::Pointer {
                    pointee, constant, ..
                },
            ) => (memref, *pointee, constant),
            Operand::Known(Value::Address(global)) => {
                let (memref, _) = self.global(&global, span)?;
                let ty = self
                    .evaluator
                    .global(&global, span, &mut NoHooks)?
                    .type_of();
                (memref, ty, false)
            }
            Operand::Runtime(_, found) => {
                return Err(error(span, format!("expected {ty}, found {found}")))
            }
            Operand::Known(v) => {
                return Err(error(span, format!("expected {ty}, found {}", v.type_of())))
            }
            Operand::Dsd(..) => return Err(error(span, format!("expected {ty}, found a DSD"))),
        };
        if from_const && !constant {
            return Err(error(
                span,
                format!("expected {ty}, found a pointer to const: it may not be written"),
            ));
        }
        // `[*]T` takes a pointer to one array of T, `*T` a pointer to a T.
        let fits = if *many {
            match &from_pointee {
                Type::Array { dims, element } => dims.len() == 1 && element == pointee,
                other => other == &**pointee,
            }
        } else {
            from_pointee == **pointee
        };
        if !fits {
            return Err(error(
                span,
                format!("expected {ty}, found a pointer to {from_pointee}"),
            ));
        }
        self.memref_cast(memref, target, span)
    }

    /// A local array `var a: [N]T` (or `= [N]T { ... }`, `= @zeros(...)`):
    /// a `memref.alloca` of its shape, with its initial elements stored.
    pub(super) fn local_array(
        &mut self,
        ty: &Type,
        initial: Option<&Value>,
        span: &Span,
    ) -> Eval<Local> {
        let Type::Array { dims, element } = ty else {
            return Err(error(span, "internal error: not an array"));
        };
        let element_type = self.mlir(element, span)?;
        let shape: Vec<i64> = dims.iter().map(|d| *d as i64).collect();
        let memref = self.entry_alloca_shaped(element_type, &shape, span)?;
        let elements: Vec<Value> = match initial {
            None => Vec::new(),
            Some(Value::Array { elements, .. }) => elements.clone(),
            Some(other) => {
                return Err(error(
                    span,
                    format!("a {ty} starts as an array, not {}", other.type_of()),
                ))
            }
        };
        let count: u64 = dims.iter().product();
        if !elements.is_empty() && elements.len() as u64 != count {
            return Err(error(
                span,
                format!("a {ty} holds {count} elements, not {}", elements.len()),
            ));
        }
        let splat = elements
            .first()
            .filter(|first| elements.iter().all(|e| e == *first));
        match splat {
            // One value everywhere (`@zeros`): a loop over the flat array.
            Some(value) if count > 8 => {
                let value = super::super::eval::coerce(value.clone(), element, span)?;
                let value = self.constant(&value, span)?;
                let flat = self.flat_view(memref, element_type, count, span)?;
                let (zero, upper, one) = (
                    self.index_constant(0, span)?,
                    self.index_constant(count as i64, span)?,
                    self.index_constant(1, span)?,
                );
                self.counted(zero, upper, one, span, |b, k| {
                    b.store(value, flat, vec![k], span)
                })?;
            }
            _ => {
                for (k, value) in elements.iter().enumerate() {
                    let value = super::super::eval::coerce(value.clone(), element, span)?;
                    let value = self.constant(&value, span)?;
                    // The element's indices, row-major.
                    let mut rest = k as u64;
                    let mut at = vec![0u64; dims.len()];
                    for d in (0..dims.len()).rev() {
                        at[d] = rest % dims[d].max(1);
                        rest /= dims[d].max(1);
                    }
                    let mut indices = Vec::new();
                    for i in at {
                        indices.push(self.index_constant(i as i64, span)?);
                    }
                    self.store(value, memref, indices, span)?;
                }
            }
        }
        Ok(Local::Slot(memref, ty.clone()))
    }

    /// A one-dimensional view of `count` elements of an identity-layout
    /// memref.
    fn flat_view(
        &mut self,
        memref: ValueHandle,
        element: MlirType<'c>,
        count: u64,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let source = MemRefType::try_from(memref.get().r#type())
            .map_err(|_| error(span, "internal error: not a memref"))?;
        if source.rank() == 1 {
            return Ok(memref);
        }
        let flat = MemRefType::new(element, &[count as i64], None, None);
        let i64_array = |values: &[i64]| DenseI64ArrayAttribute::new(self.context, values);
        let segments = Attribute::parse(self.context, "array<i32: 1, 0, 0, 0>")
            .ok_or_else(|| error(span, "internal error"))?;
        self.append1(
            OperationBuilder::new("memref.reinterpret_cast", self.loc(span))
                .add_operands(&[memref.get()])
                .add_attributes(&[
                    (
                        Identifier::new(self.context, "static_offsets"),
                        i64_array(&[0]).into(),
                    ),
                    (
                        Identifier::new(self.context, "static_sizes"),
                        i64_array(&[count as i64]).into(),
                    ),
                    (
                        Identifier::new(self.context, "static_strides"),
                        i64_array(&[1]).into(),
                    ),
                    (
                        Identifier::new(self.context, "operandSegmentSizes"),
                        segments,
                    ),
                ])
                .add_results(&[flat.into()])
                .build(),
            span,
        )
    }

    /// `@ptrcast([*]T, p)`: `p` (a pointer to an array, or a `[*]`) as a
    /// many-pointer to T, an element of the same size: the same words,
    /// read as T. A memref cannot change its element type, so the memref
    /// passes through its LLVM descriptor (the same struct for both).
    pub(super) fn ptrcast(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [ty, pointer] = args else {
            return Err(error(span, "@ptrcast takes a pointer type and a pointer"));
        };
        let target_ty = self.evaluator.type_expr(ty, &mut NoHooks)?;
        let Type::Pointer {
            many: true,
            pointee: ref element,
            constant,
        } = target_ty
        else {
            return Err(error(
                &ty.span,
                format!("@ptrcast casts to a many-pointer `[*]T` here, not {target_ty}"),
            ));
        };
        let operand = self.expr(pointer)?;
        let source_element = match &operand {
            Operand::Runtime(_, Type::Pointer { many, pointee, .. }) => match &**pointee {
                Type::Array { dims, element } if !many && dims.len() == 1 => (**element).clone(),
                scalar if *many => scalar.clone(),
                other => {
                    return Err(error(
                        &pointer.span,
                        format!(
                            "@ptrcast takes a pointer to a one-dimensional array, not to {other}"
                        ),
                    ))
                }
            },
            Operand::Known(Value::Address(global)) => {
                match self.evaluator.global(global, span, &mut NoHooks)?.type_of() {
                    Type::Array { dims, element } if dims.len() == 1 => *element,
                    other => {
                        return Err(error(
                            &pointer.span,
                            format!(
                            "@ptrcast takes a pointer to a one-dimensional array, not to {other}"
                        ),
                        ))
                    }
                }
            }
            _ => return Err(error(&pointer.span, "@ptrcast takes a pointer")),
        };
        let size = super::storage_bytes;
        if size(&source_element) != size(element) {
            return Err(error(
                span,
                format!("@ptrcast from {source_element} to {element}: the elements differ in size"),
            ));
        }
        let same = Type::Pointer {
            many: true,
            constant,
            pointee: Box::new(source_element.clone()),
        };
        let memref = self.pointer_operand(operand, &same, span)?;
        if source_element == **element {
            return Ok(Operand::Runtime(memref, same));
        }
        let target = self.mlir(&target_ty, span)?;
        let descriptor = MlirType::parse(
            self.context,
            "!llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>",
        )
        .ok_or_else(|| error(span, "internal error: the memref descriptor type"))?;
        let mut value = memref;
        for to in [descriptor, target] {
            value = self.append1(
                OperationBuilder::new("builtin.unrealized_conversion_cast", self.loc(span))
                    .add_operands(&[value.get()])
                    .add_results(&[to])
                    .build(),
                span,
            )?;
        }
        Ok(Operand::Runtime(value, target_ty))
    }
}
