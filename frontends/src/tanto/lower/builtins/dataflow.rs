//! Methods shared by `local<T>` and `pipe<T>` (spec 3.3.2, 3.4.2): NoC reads
//! and writes to and from global buffers, local buffers and pipes, on this
//! core or a remote one, multicasts, and moves; plus `local<T>::get/set`.

use super::{u32s, Method, Need, Overload, P};
use crate::tanto::types::{Scalar, Ty};
use tanto_dialects::noc;

/// The transfer methods, identical for both receivers.
fn transfers() -> Vec<Method> {
    let read = |src: P, dram: bool| {
        let o = Overload::new(
            vec![
                ("dst_offset", P::Uint32),
                ("src", src),
                ("src_offset", P::Uint32),
                ("count", P::Uint32),
            ],
            Need::Dataflow,
            "noc.read",
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::read(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                    l.v(a[3]),
                    None,
                    None,
                    false,
                    None,
                ))
            }),
        );
        if dram {
            o.dram(false)
        } else {
            o
        }
    };
    let read_remote = |src: P| {
        Overload::new(
            vec![
                ("dst_offset", P::Uint32),
                ("src", src),
                ("src_offset", P::Uint32),
                ("count", P::Uint32),
                ("x", P::Uint32),
                ("y", P::Uint32),
            ],
            Need::Dataflow,
            "noc.read_remote",
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::read_remote(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                    l.v(a[3]),
                    l.v(a[4]),
                    l.v(a[5]),
                    None,
                    None,
                    false,
                    None,
                ))
            }),
        )
    };
    let write = |dst: P, dram: bool| {
        let o = Overload::new(
            vec![
                ("src_offset", P::Uint32),
                ("dst", dst),
                ("dst_offset", P::Uint32),
                ("count", P::Uint32),
            ],
            Need::Dataflow,
            "noc.write",
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::write(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                    l.v(a[3]),
                    None,
                    None,
                    None,
                ))
            }),
        );
        if dram {
            o.dram(true)
        } else {
            o
        }
    };
    let write_remote = |dst: P| {
        Overload::new(
            vec![
                ("src_offset", P::Uint32),
                ("dst", dst),
                ("dst_offset", P::Uint32),
                ("count", P::Uint32),
                ("x", P::Uint32),
                ("y", P::Uint32),
            ],
            Need::Dataflow,
            "noc.write_remote",
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::write_remote(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                    l.v(a[3]),
                    l.v(a[4]),
                    l.v(a[5]),
                    None,
                ))
            }),
        )
    };
    let mcast_params = |dst: P| {
        let mut params = vec![("src_offset", P::Uint32), ("dst", dst)];
        params.extend(u32s(&[
            "dst_offset",
            "count",
            "x_start",
            "y_start",
            "x_end",
            "y_end",
            "num_dests",
        ]));
        params
    };
    let mcast = |dst: P| {
        Overload::new(
            mcast_params(dst),
            Need::Dataflow,
            "noc.write_mcast",
            Box::new(|l, c| {
                let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                l.add(noc::write_mcast(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    a[0],
                    a[1],
                    a[2],
                    a[3],
                    a[4],
                    a[5],
                    a[6],
                    a[7],
                    a[8],
                    None,
                ))
            }),
        )
    };
    let mcast_with_self = |dst: P| {
        Overload::new(
            mcast_params(dst),
            Need::Dataflow,
            "noc.write_mcast_with_self",
            Box::new(|l, c| {
                let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                l.add(noc::write_mcast_with_self(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    a[0],
                    a[1],
                    a[2],
                    a[3],
                    a[4],
                    a[5],
                    a[6],
                    a[7],
                    a[8],
                    None,
                ))
            }),
        )
    };
    let move_from = |src: P| {
        Overload::new(
            vec![
                ("dst_offset", P::Uint32),
                ("src", src),
                ("src_offset", P::Uint32),
            ],
            Need::Dataflow,
            "noc.move",
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::r#move(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                    None,
                    None,
                    false,
                    None,
                ))
            }),
        )
    };
    vec![
        Method {
            name: "read".into(),
            overloads: vec![
                read(P::Global, true),
                read(P::Local, false),
                read_remote(P::Local),
                read(P::Pipe, false),
                read_remote(P::Pipe),
            ],
        },
        Method {
            name: "write".into(),
            overloads: vec![
                write(P::Global, true),
                write(P::Local, false),
                write_remote(P::Local),
                write(P::Pipe, false),
                write_remote(P::Pipe),
            ],
        },
        Method {
            name: "write_mcast".into(),
            overloads: vec![mcast(P::Local), mcast(P::Pipe)],
        },
        Method {
            name: "write_mcast_with_self".into(),
            overloads: vec![mcast_with_self(P::Local), mcast_with_self(P::Pipe)],
        },
        Method {
            name: "move_init".into(),
            overloads: vec![Overload::new(
                u32s(&["count"]),
                Need::Dataflow,
                "noc.move_init",
                Box::new(|l, c| {
                    l.add(noc::move_init(
                        l.ctx(),
                        l.loc(c.span),
                        l.v(c.this()),
                        l.v(c.args[0]),
                    ))
                }),
            )],
        },
        Method {
            name: "move".into(),
            overloads: vec![move_from(P::Local), move_from(P::Pipe)],
        },
    ]
}

pub fn local_methods() -> Vec<Method> {
    let mut methods = transfers();
    methods.push(Method {
        name: "get".into(),
        overloads: vec![Overload::new(
            u32s(&["index"]),
            Need::Dataflow,
            "noc.get",
            Box::new(|l, c| {
                let element = c.element().unwrap_or(Scalar::U32);
                let ty = l.ir.ty(Ty::Scalar(element));
                l.add(noc::get(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                    ty,
                ))
            }),
        )
        .returning_elem()],
    });
    methods.push(Method {
        name: "set".into(),
        overloads: vec![Overload::new(
            vec![("index", P::Uint32), ("value", P::Elem)],
            Need::Dataflow,
            "noc.set",
            Box::new(|l, c| {
                l.add(noc::set(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                    l.v(c.args[1]),
                ))
            }),
        )],
    });
    methods
}

/// `pipe<T>`'s transfers and its element access: `get` reads the read
/// frame (after `wait_front`), `set` writes the write frame (after
/// `reserve_back`), as the reference toolchain's pipe does.
pub fn pipe_methods() -> Vec<Method> {
    let mut methods = transfers();
    methods.push(Method {
        name: "get".into(),
        overloads: vec![Overload::new(
            u32s(&["index"]),
            Need::Dataflow,
            "pipe.get",
            Box::new(|l, c| {
                let element = c.element().unwrap_or(Scalar::U32);
                let ty = l.ir.ty(Ty::Scalar(element));
                l.add(tanto_dialects::pipe::get(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                    ty,
                ))
            }),
        )
        .returning_elem()],
    });
    methods.push(Method {
        name: "set".into(),
        overloads: vec![Overload::new(
            vec![("index", P::Uint32), ("value", P::Elem)],
            Need::Dataflow,
            "pipe.set",
            Box::new(|l, c| {
                l.add(tanto_dialects::pipe::set(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                    l.v(c.args[1]),
                ))
            }),
        )],
    });
    methods
}
