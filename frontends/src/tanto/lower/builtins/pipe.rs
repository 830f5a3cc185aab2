//! `pipe<T>`'s frame protocol (spec 3.4.2): set_frame, reserve_back,
//! push_back, wait_front, pop_front. Any kernel role may use them.

use super::{u32s, Method, Need, Overload};
use tanto_dialects::pipe;

pub fn methods() -> Vec<Method> {
    let sync = |name: &str, build: super::Emit| Method {
        name: name.into(),
        overloads: vec![Overload::new(
            Vec::new(),
            Need::Any,
            format!("pipe.{name}"),
            build,
        )],
    };
    vec![
        Method {
            name: "set_frame".into(),
            overloads: vec![Overload::new(
                u32s(&["tiles"]),
                Need::Any,
                "pipe.set_frame",
                Box::new(|l, c| {
                    l.add(pipe::set_frame(
                        l.ctx(),
                        l.loc(c.span),
                        l.v(c.this()),
                        l.v(c.args[0]),
                    ))
                }),
            )],
        },
        sync(
            "reserve_back",
            Box::new(|l, c| l.add(pipe::reserve_back(l.ctx(), l.loc(c.span), l.v(c.this())))),
        ),
        sync(
            "push_back",
            Box::new(|l, c| l.add(pipe::push_back(l.ctx(), l.loc(c.span), l.v(c.this())))),
        ),
        sync(
            "wait_front",
            Box::new(|l, c| l.add(pipe::wait_front(l.ctx(), l.loc(c.span), l.v(c.this())))),
        ),
        sync(
            "pop_front",
            Box::new(|l, c| l.add(pipe::pop_front(l.ctx(), l.loc(c.span), l.v(c.this())))),
        ),
    ]
}
