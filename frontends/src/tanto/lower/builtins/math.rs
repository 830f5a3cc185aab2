//! `math<T>` (spec 3.6.2 and the extensions real kernels use). The method
//! names come from the tile dialect's enums, so the table cannot drift from
//! the dialect: `add`/`add_bcast_rows`... from Broadcast, `reduce_sum_rows`...
//! from ReduceKind x ReduceDim, one method per UnaryFn (with a parameter for
//! those in UnaryParamFn), `<op>_dst` per DstBinary.

use super::{u32s, Method, Need, Overload, P};
use tanto_dialects::tile::{self, Broadcast, DstBinary, PackMode, ReduceDim, ReduceKind, UnaryFn};

/// The two-tile operand list of the binary, matmul and reduce methods.
fn two_tiles() -> Vec<(&'static str, P)> {
    let mut params = vec![("src0", P::AnyPipe), ("src1", P::AnyPipe)];
    params.extend(u32s(&["isrc0", "isrc1", "idst"]));
    params
}

fn unary_takes_param(function: UnaryFn) -> bool {
    tanto_dialects::dialect("tile")
        .and_then(|d| d.enum_def("UnaryParamFn"))
        .is_some_and(|e| e.values.iter().any(|v| v == function.as_str()))
}

pub fn methods() -> Vec<Method> {
    let mut methods = Vec::new();
    for mode in PackMode::ALL.iter().copied() {
        let name = if mode == PackMode::Tile {
            "pack".to_string()
        } else {
            format!("pack_{mode}")
        };
        methods.push(Method {
            name,
            overloads: vec![Overload::new(
                vec![("isrc", P::Uint32), ("dst", P::AnyPipe)],
                Need::Compute,
                format!("tile.pack {{mode = \"{mode}\"}}"),
                Box::new(move |l, c| {
                    l.add(tile::pack(
                        l.ctx(),
                        l.loc(c.span),
                        l.v(c.this()),
                        l.v(c.args[0]),
                        l.v(c.args[1]),
                        mode,
                    ))
                }),
            )
            .slots(&[(0, 1)])],
        });
    }
    methods.push(Method {
        name: "copy".into(),
        overloads: vec![Overload::new(
            vec![
                ("src", P::AnyPipe),
                ("isrc", P::Uint32),
                ("idst", P::Uint32),
            ],
            Need::Compute,
            "tile.copy",
            Box::new(|l, c| {
                let a = c.args;
                l.add(tile::copy(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                ))
            }),
        )
        .slots(&[(2, 1)])],
    });
    for op in ["add", "sub", "mul"] {
        for bcast in Broadcast::ALL.iter().copied() {
            let name = if bcast == Broadcast::None {
                op.to_string()
            } else {
                format!("{op}_bcast_{bcast}")
            };
            methods.push(Method {
                name,
                overloads: vec![Overload::new(
                    two_tiles(),
                    Need::Compute,
                    format!("tile.{op} {{bcast = \"{bcast}\"}}"),
                    Box::new(move |l, c| {
                        let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                        let (ctx, loc, math) = (l.ctx(), l.loc(c.span), l.v(c.this()));
                        let op = match op {
                            "add" => tile::add(ctx, loc, math, a[0], a[1], a[2], a[3], a[4], bcast),
                            "sub" => tile::sub(ctx, loc, math, a[0], a[1], a[2], a[3], a[4], bcast),
                            _ => tile::mul(ctx, loc, math, a[0], a[1], a[2], a[3], a[4], bcast),
                        };
                        l.add(op)
                    }),
                )
                .slots(&[(4, 1)])],
            });
        }
    }
    let mut matmul_params = two_tiles();
    matmul_params.push(("transpose", P::Bool));
    methods.push(Method {
        name: "matmul".into(),
        overloads: vec![Overload::new(
            matmul_params,
            Need::Compute,
            "tile.matmul",
            Box::new(|l, c| {
                let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                l.add(tile::matmul(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    a[0],
                    a[1],
                    a[2],
                    a[3],
                    a[4],
                    a[5],
                ))
            }),
        )
        .slots(&[(4, 1)])],
    });
    for kind in ReduceKind::ALL.iter().copied() {
        for dim in ReduceDim::ALL.iter().copied() {
            methods.push(Method {
                name: format!("reduce_{kind}_{dim}"),
                overloads: vec![Overload::new(
                    two_tiles(),
                    Need::Compute,
                    format!("tile.reduce {{kind = \"{kind}\", dim = \"{dim}\"}}"),
                    Box::new(move |l, c| {
                        let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                        l.add(tile::reduce(
                            l.ctx(),
                            l.loc(c.span),
                            l.v(c.this()),
                            a[0],
                            a[1],
                            a[2],
                            a[3],
                            a[4],
                            kind,
                            dim,
                        ))
                    }),
                )
                .slots(&[(4, 1)])],
            });
        }
    }
    methods.push(Method {
        name: "transpose".into(),
        overloads: vec![Overload::new(
            vec![
                ("src", P::AnyPipe),
                ("isrc", P::Uint32),
                ("idst", P::Uint32),
            ],
            Need::Compute,
            "tile.transpose",
            Box::new(|l, c| {
                let a = c.args;
                l.add(tile::transpose(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                ))
            }),
        )
        .slots(&[(2, 1)])],
    });
    for function in UnaryFn::ALL.iter().copied() {
        let with_param = unary_takes_param(function);
        let params = if with_param {
            u32s(&["idst", "param"])
        } else {
            u32s(&["idst"])
        };
        // `max` combines slots idst and idst + 1.
        let width = if function == UnaryFn::Max { 2 } else { 1 };
        methods.push(Method {
            name: function.as_str().to_string(),
            overloads: vec![Overload::new(
                params,
                Need::Compute,
                format!("tile.unary {{fn = \"{function}\"}}"),
                Box::new(move |l, c| {
                    let param = c.args.get(1).map(|v| l.v(*v));
                    l.add(tile::unary(
                        l.ctx(),
                        l.loc(c.span),
                        l.v(c.this()),
                        l.v(c.args[0]),
                        param,
                        function,
                    ))
                }),
            )
            .slots(&[(0, width)])],
        });
    }
    methods.push(Method {
        name: "fill".into(),
        overloads: vec![Overload::new(
            vec![("idst", P::Uint32), ("value", P::Float)],
            Need::Compute,
            "tile.fill",
            Box::new(|l, c| {
                l.add(tile::fill(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                    l.v(c.args[1]),
                ))
            }),
        )
        .slots(&[(0, 1)])],
    });
    methods.push(Method {
        name: "copy_dst".into(),
        overloads: vec![Overload::new(
            u32s(&["isrc", "idst"]),
            Need::Compute,
            "tile.copy_dst",
            Box::new(|l, c| {
                l.add(tile::copy_dst(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                    l.v(c.args[1]),
                ))
            }),
        )
        .slots(&[(0, 1), (1, 1)])],
    });
    for kind in DstBinary::ALL.iter().copied() {
        // Two operands (the result replaces the first) or an explicit result slot.
        let in_place = Overload::new(
            u32s(&["idst0", "idst1"]),
            Need::Compute,
            format!("tile.binary_dst {{kind = \"{kind}\"}}"),
            Box::new(move |l, c| {
                let (a, b) = (l.v(c.args[0]), l.v(c.args[1]));
                l.add(tile::binary_dst(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    a,
                    b,
                    a,
                    kind,
                ))
            }),
        )
        .slots(&[(0, 1), (1, 1)]);
        let with_result = Overload::new(
            u32s(&["idst0", "idst1", "odst"]),
            Need::Compute,
            format!("tile.binary_dst {{kind = \"{kind}\"}}"),
            Box::new(move |l, c| {
                let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                l.add(tile::binary_dst(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    a[0],
                    a[1],
                    a[2],
                    kind,
                ))
            }),
        )
        .slots(&[(0, 1), (1, 1), (2, 1)]);
        methods.push(Method {
            name: format!("{kind}_dst"),
            overloads: vec![in_place, with_result],
        });
    }
    methods
}
