//! Parser tests on programs of our own, in the SDK documentation's style.

use super::ast::*;
use super::parser::parse;

const LAYOUT: &str = r#"
// A row of PEs, each adding its own vectors.
param width: i16;
param size: i16 = 8;

const memcpy = @import_module("<memcpy/get_params>", .{ .width = width, .height = 1 });
const east: color = @get_color(3);

layout {
  @set_rectangle(width, 1);
  var x: i16 = 0;
  while (x < width) : (x += 1) {
    @set_tile_code(x, 0, "pe.csl", .{ .n = size, .memcpy_params = memcpy.get_params(x) });
    if (x == width - 1) {
      @set_color_config(x, 0, east, .{ .routes = .{ .rx = .{WEST}, .tx = .{RAMP} } });
    } else if (x == 0) {
      @set_color_config(x, 0, east, .{ .routes = .{ .rx = .{RAMP}, .tx = .{EAST} } });
    } else {
      @set_color_config(x, 0, east, .{ .routes = .{ .rx = .{WEST}, .tx = .{RAMP, EAST} } });
    }
  }
  @export_name("x", [*]f32, true);
  @export_name("compute", fn() void);
}
"#;

const PE: &str = r#"
param memcpy_params: comptime_struct;
param n: i16;

const sys_mod = @import_module("<memcpy/memcpy>", memcpy_params);

var x: [n]f32 = @zeros([n]f32);
var y = @constants([n]f32, 2.5);
var x_ptr: [*]f32 = &x;

const x_dsd = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{n} -> x[i] });
const y_dsd = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{n} -> y[2 * i + 1] });
const done_id: local_task_id = @get_local_task_id(9);

fn scale(a: f32, comptime k: i16) f32 {
  return a * @as(f32, k) + 0x10 - 1.5e-1;
}

task done() void {
  sys_mod.unblock_cmd_stream();
}

fn compute() void {
  @fmacs(x_dsd, x_dsd, y_dsd, scale(3.0, 2));
  for (@range(i16, n)) |i| {
    x[i] = -x[i] * 2.0;
    if (!(i < 3) and i != 4 or i >= 5) { continue; }
  }
  const first = blk: { break :blk x[0]; };
  x_ptr[1] = if (first > 0.0) first else 0.0;
  @activate(done_id);
}

comptime {
  @bind_local_task(done, done_id);
  @export_symbol(x_ptr, "x");
  @export_symbol(compute);
}
"#;

fn parsed(text: &str) -> File {
    parse(text).unwrap_or_else(|errors| panic!("{errors:#?}"))
}

#[test]
fn a_layout_file_parses_into_its_items() {
    let file = parsed(LAYOUT);
    assert_eq!(file.items.len(), 5);
    let Item::Layout(layout) = &file.items[4] else {
        panic!("the layout block is last")
    };
    assert_eq!(layout.stmts.len(), 5);
    let StmtKind::While {
        step: Some(step),
        body,
        ..
    } = &layout.stmts[2].kind
    else {
        panic!("a while loop with a step")
    };
    assert_eq!(step.op, Some(BinaryOp::Add));
    // if / else if / else: the else holds the inner if.
    let StmtKind::If {
        otherwise: Some(otherwise),
        ..
    } = &body.stmts[1].kind
    else {
        panic!("an if")
    };
    assert!(matches!(
        otherwise.stmts[0].kind,
        StmtKind::If {
            otherwise: Some(_),
            ..
        }
    ));
}

#[test]
fn a_pe_file_parses_with_tasks_dsds_and_comptime() {
    let file = parsed(PE);
    let names: Vec<String> = file
        .items
        .iter()
        .map(|item| match item {
            Item::Decl(d) => d.name.text.clone(),
            Item::Fn(f) => format!("{}{}", if f.task { "task " } else { "fn " }, f.name.text),
            Item::Comptime(_) => "comptime".into(),
            Item::Layout(_) => "layout".into(),
        })
        .collect();
    assert_eq!(
        names,
        [
            "memcpy_params",
            "n",
            "sys_mod",
            "x",
            "y",
            "x_ptr",
            "x_dsd",
            "y_dsd",
            "done_id",
            "fn scale",
            "task done",
            "fn compute",
            "comptime"
        ]
    );
    // The tensor access lambda.
    let Item::Decl(y_dsd) = &file.items[7] else {
        panic!()
    };
    let Some(Expr {
        kind: ExprKind::Builtin { args, .. },
        ..
    }) = &y_dsd.init
    else {
        panic!()
    };
    let ExprKind::Literal { fields, .. } = &args[1].kind else {
        panic!()
    };
    let ExprKind::TensorAccess {
        vars,
        extents,
        body,
    } = &fields[0].1.kind
    else {
        panic!()
    };
    assert_eq!(vars[0].text, "i");
    assert_eq!(extents.len(), 1);
    assert!(matches!(body.kind, ExprKind::Index { .. }));
}

#[test]
fn operators_bind_as_zigs() {
    // a * k + 16 - 0.15: ((a * k) + 16) - 0.15
    let file = parsed("const v = a * k + 0x10 - 1.5e-1;");
    let Item::Decl(d) = &file.items[0] else {
        panic!()
    };
    let Some(Expr {
        kind:
            ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs,
                rhs,
            },
        ..
    }) = &d.init
    else {
        panic!()
    };
    assert_eq!(rhs.kind, ExprKind::Float(0.15));
    let ExprKind::Binary {
        op: BinaryOp::Add,
        lhs,
        rhs,
    } = &lhs.kind
    else {
        panic!()
    };
    assert_eq!(rhs.kind, ExprKind::Int(16));
    assert!(matches!(
        lhs.kind,
        ExprKind::Binary {
            op: BinaryOp::Mul,
            ..
        }
    ));
    // or is loosest, and tighter than it, comparisons tighter still.
    let file = parsed("const b = !(i < 3) and i != 4 or i >= 5 << 1;");
    let Item::Decl(d) = &file.items[0] else {
        panic!()
    };
    let Some(Expr {
        kind:
            ExprKind::Binary {
                op: BinaryOp::Or,
                lhs,
                rhs,
            },
        ..
    }) = &d.init
    else {
        panic!()
    };
    assert!(matches!(
        lhs.kind,
        ExprKind::Binary {
            op: BinaryOp::And,
            ..
        }
    ));
    let ExprKind::Binary {
        op: BinaryOp::Ge,
        rhs,
        ..
    } = &rhs.kind
    else {
        panic!()
    };
    assert!(matches!(
        rhs.kind,
        ExprKind::Binary {
            op: BinaryOp::Shl,
            ..
        }
    ));
}

#[test]
fn types_are_expressions() {
    let file = parsed("var a: [4, 8]f32; var p: [*]const u16 = &b; const f = fn(i16, f32) void;");
    let Item::Decl(a) = &file.items[0] else {
        panic!()
    };
    let Some(Expr {
        kind: ExprKind::ArrayType { dims, element },
        ..
    }) = &a.ty
    else {
        panic!()
    };
    assert_eq!(dims.len(), 2);
    assert_eq!(element.kind, ExprKind::Ident("f32".into()));
    let Item::Decl(p) = &file.items[1] else {
        panic!()
    };
    assert!(matches!(
        p.ty,
        Some(Expr {
            kind: ExprKind::PointerType {
                many: true,
                constant: true,
                ..
            },
            ..
        })
    ));
    let Item::Decl(f) = &file.items[2] else {
        panic!()
    };
    let Some(Expr {
        kind: ExprKind::FnType { params, .. },
        ..
    }) = &f.init
    else {
        panic!()
    };
    assert_eq!(params.len(), 2);
}

#[test]
fn syntax_errors_are_located_and_say_what_was_expected() {
    let errors = parse("fn f() void {\n  x = ;\n}\n").expect_err("no value");
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].span.start, 20);
    assert!(
        errors[0].message.starts_with("syntax error: expected"),
        "{}",
        errors[0].message
    );
}

#[test]
fn deep_nesting_is_a_located_error_not_a_crash() {
    let deep = format!("const v = {}1{};", "(".repeat(5000), ")".repeat(5000));
    let errors = parse(&deep).expect_err("too deep");
    assert!(
        errors[0].message.contains("brackets nest deeper"),
        "{}",
        errors[0].message
    );
    let long = format!("const v = 1{};", " + 1".repeat(20000));
    let errors = parse(&long).expect_err("too deep");
    assert!(
        errors[0].message.contains("nest deeper than"),
        "{}",
        errors[0].message
    );
    let chain = format!(
        "fn f() void {{ if (a) {{}}{} }}",
        " else if (a) {}".repeat(20000)
    );
    let errors = parse(&chain).expect_err("too deep");
    assert!(
        errors[0].message.contains("nest deeper than"),
        "{}",
        errors[0].message
    );
    let chain = format!(
        "const v = if (a) 1{} else 2;",
        " else if (a) 1".repeat(20000)
    );
    assert!(parse(&chain).is_err());
}

mod layouts {
    use super::super::eval::builtins::Machine;
    use super::super::layout::{evaluate, Layout};
    use super::super::value::{Direction, Value};
    use super::parsed;
    use std::collections::BTreeMap;

    fn wse2() -> Machine {
        Machine::from(&tanto_arch::wse::Wse::builtin("wse2").expect("arch/wse2.toml"))
    }

    fn layout(text: &str, params: &[(&str, i128)]) -> Result<Layout, String> {
        let file = parsed(text);
        let params: BTreeMap<String, Value> = params
            .iter()
            .map(|(n, v)| (n.to_string(), Value::int(*v)))
            .collect();
        evaluate(&file, params, wse2()).map_err(|errors| {
            errors
                .iter()
                .map(|e| format!("{}@{}", e.message, e.span.start))
                .collect::<Vec<_>>()
                .join("\n")
        })
    }

    #[test]
    fn the_layout_places_code_and_routes_on_every_pe() {
        let layout = layout(super::LAYOUT, &[("width", 4)]).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((layout.width, layout.height), (4, 1));
        assert_eq!(layout.tiles.len(), 4);
        let tile = &layout.tiles[&(2, 0)];
        assert_eq!(tile.file, "pe.csl");
        // Params sorted by name; size's default 8 typed i16.
        assert_eq!(tile.params[1].0, "n");
        assert_eq!(tile.params[1].1.to_string(), "8");
        // The east color (3): RAMP -> EAST at x 0, WEST -> RAMP, EAST in
        // the middle, WEST -> RAMP at the end.
        let route = |x| &layout.routes[&((x, 0), 3)];
        assert_eq!(
            route(0).rx.iter().copied().collect::<Vec<_>>(),
            [Direction::Ramp]
        );
        assert_eq!(
            route(0).tx.iter().copied().collect::<Vec<_>>(),
            [Direction::East]
        );
        assert_eq!(
            route(1).tx.iter().copied().collect::<Vec<_>>(),
            [Direction::East, Direction::Ramp]
        );
        assert_eq!(
            route(3).tx.iter().copied().collect::<Vec<_>>(),
            [Direction::Ramp]
        );
        assert_eq!(layout.exports.len(), 2);
        assert!(layout.exports[0].mutable);
        // memcpy's params differ per column: one program per PE here.
        assert_eq!(layout.programs().len(), 4);
    }

    #[test]
    fn pes_with_the_same_file_and_params_share_a_program() {
        let text = r#"
layout {
  @set_rectangle(3, 2);
  for (@range(u16, 3)) |x| {
    for (@range(u16, 2)) |y| {
      const edge = x == 0;
      @set_tile_code(x, y, if (edge) "edge.csl" else "pe.csl", .{ .k = @as(i16, y) });
    }
  }
}
"#;
        let layout = layout(text, &[]).unwrap_or_else(|e| panic!("{e}"));
        let programs = layout.programs();
        let summary: Vec<(String, usize)> = programs
            .iter()
            .map(|p| (p.file.clone(), p.pes.len()))
            .collect();
        assert_eq!(
            summary,
            [
                ("edge.csl".to_string(), 1),
                ("pe.csl".to_string(), 2),
                ("edge.csl".to_string(), 1),
                ("pe.csl".to_string(), 2)
            ]
        );
        assert_eq!(programs[1].pes, [(1, 0), (2, 0)]);
    }

    /// Each error: the program, then the message and where it points.
    #[test]
    fn comptime_errors_are_located() {
        let cases: &[(&str, &str, &str)] = &[
            ("param w: u16;\nlayout { @set_rectangle(w, 1); }", "param `w` has no value", "w:"),
            ("layout { @set_rectangle(2, 1); @set_tile_code(0, 0, \"a.csl\"); }", "1 PEs have no code: (1, 0)", "{"),
            ("layout { @set_rectangle(2, 1); @set_tile_code(2, 0, \"a.csl\"); }", "x 2 is outside the rectangle of 2 x 1 PEs", "2, 0, \""),
            ("const c = @get_color(24);\nlayout { @set_rectangle(1, 1); @set_tile_code(0, 0, \"a\", .{ .c = c }); }", "color 24 is out of range: the target has 0 to 23", "24"),
            ("const a: i16 = 30000;\nconst b = a + a;\nlayout { @set_rectangle(1, b); }", "60000 overflows i16", "a + a"),
            ("const a: i16 = 1;\nconst b: u16 = 2;\nlayout { @set_rectangle(a + b, 1); }", "the operands are i16 and u16", "a + b"),
            ("layout { var i: u16 = 0; while (i < 10) { } }", "comptime evaluation ran more than", "i < 10"),
            ("const a = b;\nconst b = a;\nlayout { @set_rectangle(a, 1); }", "`a` depends on its own value", "a ="),
            ("layout { @set_rectangle(1, 1); @set_tile_code(0, 0, \"a\"); @set_tile_code(0, 0, \"b\"); }", "PE (0, 0) already has its code", "@set_tile_code(0, 0, \"b"),
            ("layout { @set_rectangle(1, 1); @set_color_config(0, 0, @get_color(1), .{ .routes = .{ .rx = .{WEST, WEST} } }); }", "`.rx` names WEST twice", ".{ .routes"),
            ("layout { @frobnicate(1); }", "@frobnicate is not a builtin", "@frob"),
            ("const x = 1;", "the file has no `layout { }` block", ""),
            ("const big = @zeros([65536, 65536]f32);\nlayout { @set_rectangle(1, 1); @set_tile_code(0, 0, \"a\", .{ .b = big }); }", "the array has more than 1048576 elements", "[65536"),
            ("layout { for (@range(u32, 4000000000)) |i| { } }", "the range has more than 1048576 elements", "@range(u32"),
        ];
        for (text, message, at) in cases {
            let error = layout(text, &[]).expect_err(text);
            assert!(error.contains(message), "{text}: {error}");
            let offset = if at.is_empty() {
                0
            } else {
                text.find(at).expect("the place")
            };
            assert!(
                error.contains(&format!("@{offset}")),
                "{text}: {error} (expected at {offset})"
            );
        }
    }

    #[test]
    fn comptime_functions_loops_and_blocks_compute() {
        let text = r#"
fn side(n: u16) u16 {
  var total: u16 = 0;
  var i: u16 = 0;
  while (i < n) : (i += 1) {
    if (i % 2 == 0) { continue; }
    total += i;
  }
  return total;
}
const w = side(6);
const h = blk: { break :blk @as(u16, 2.9); };
layout { @set_rectangle(w, h); for (@range(u16, w)) |x| { @set_tile_code(x, 0, "a"); @set_tile_code(x, 1, "a"); } }
"#;
        let layout = layout(text, &[]).unwrap_or_else(|e| panic!("{e}"));
        // 1 + 3 + 5 columns; 2.9 truncates to 2 rows.
        assert_eq!((layout.width, layout.height), (9, 2));
    }
}

mod robustness {
    use super::super::eval::builtins::Machine;
    use super::super::{layout, parser};
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    /// Pieces of CSL, joined at random: mostly nonsense, sometimes a
    /// program. Reading and evaluating must end with a result or located
    /// errors, never a panic or a hang.
    const PIECES: &[&str] = &[
        "layout",
        "{",
        "}",
        "(",
        ")",
        "[",
        "]",
        ";",
        ",",
        ".",
        ":",
        "=",
        "+",
        "-",
        "*",
        "/",
        "%",
        "<<",
        ">>",
        "==",
        "<",
        "and",
        "or",
        "!",
        "&",
        "|i|",
        "{4}",
        "->",
        "@set_rectangle(2, 1);",
        "@set_tile_code(0, 0, \"a.csl\");",
        "@set_tile_code(1, 0, \"a.csl\");",
        "param w: u16;",
        "const c = @get_color(3);",
        "var x: i16 = 0;",
        "while (x < 3) : (x += 1) { }",
        "for (@range(u16, 2)) |k| { }",
        "if (true) { } else { }",
        "fn f(a: i16) i16 { return a * 2; }",
        "f(3)",
        "blk: { break :blk 1; }",
        ".{ .a = 1 }",
        "[2]i16 { 1, 2 }",
        "@as(f32, 1)",
        "x",
        "w",
        "0x7fff",
        "65536",
        "1.5e3",
        "\"s\"",
        "'c'",
        "comptime",
        "task t() void { }",
        "@set_color_config(0, 0, c, .{ .routes = .{ .rx = .{WEST}, .tx = RAMP } });",
        "@export_name(\"n\", [*]f32, true);",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1500))]
        #[test]
        fn any_text_reads_to_a_result_or_located_errors(
            picks in proptest::collection::vec(0..PIECES.len(), 0..40)
        ) {
            let text: String = picks.iter().map(|&p| PIECES[p]).collect::<Vec<_>>().join(" ");
            let machine = Machine::from(&tanto_arch::wse::Wse::builtin("wse2").expect("arch/wse2.toml"));
            match parser::parse(&text) {
                Ok(file) => {
                    let params = BTreeMap::from([("w".to_string(), super::super::value::Value::int(2))]);
                    if let Err(errors) = layout::evaluate(&file, params, machine) {
                        for e in errors {
                            prop_assert!(e.span.end <= text.len(), "{} at {:?}", e.message, e.span);
                        }
                    }
                }
                Err(errors) => {
                    prop_assert!(!errors.is_empty());
                    for e in errors {
                        prop_assert!(e.span.end <= text.len(), "{} at {:?}", e.message, e.span);
                    }
                }
            }
        }
    }
}
