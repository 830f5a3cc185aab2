//! `semaphore` (spec 3.5.2): set, set_remote, set_mcast, inc, wait.

use super::{u32s, Method, Need, Overload, P};
use tanto_dialects::noc;

pub fn methods() -> Vec<Method> {
    let one = |name: &str, params, build: super::Emit| Method {
        name: name.into(),
        overloads: vec![Overload::new(
            params,
            Need::Dataflow,
            format!("noc.sem_{name}"),
            build,
        )],
    };
    let mut mcast_params = vec![("src", P::Semaphore)];
    mcast_params.extend(u32s(&["x_start", "y_start", "x_end", "y_end", "num_dests"]));
    vec![
        one(
            "set",
            u32s(&["value"]),
            Box::new(|l, c| {
                l.add(noc::sem_set(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                ))
            }),
        ),
        one(
            "set_remote",
            vec![("src", P::Semaphore), ("x", P::Uint32), ("y", P::Uint32)],
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::sem_set_remote(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                ))
            }),
        ),
        one(
            "set_mcast",
            mcast_params,
            Box::new(|l, c| {
                let a: Vec<_> = c.args.iter().map(|v| l.v(*v)).collect();
                l.add(noc::sem_set_mcast(
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
        ),
        one(
            "inc",
            u32s(&["x", "y", "value"]),
            Box::new(|l, c| {
                let a = c.args;
                l.add(noc::sem_inc(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(a[0]),
                    l.v(a[1]),
                    l.v(a[2]),
                ))
            }),
        ),
        one(
            "wait",
            u32s(&["value"]),
            Box::new(|l, c| {
                l.add(noc::sem_wait(
                    l.ctx(),
                    l.loc(c.span),
                    l.v(c.this()),
                    l.v(c.args[0]),
                ))
            }),
        ),
    ]
}
