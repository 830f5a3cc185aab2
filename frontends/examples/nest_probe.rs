// Temporary probe (deleted before hand-off).
use tanto_frontends::tanto;

fn gen(kind: &str, n: usize) -> String {
    let body = match kind {
        "paren" => format!("uint32 x = {}1{};", "(".repeat(n), ")".repeat(n)),
        "brace" => format!("{}{}", "{".repeat(n), "}".repeat(n)),
        "neg" => format!("int32 x = {}1;", "- ".repeat(n)),
        "not" => format!("bool x = {}true;", "!".repeat(n)),
        "cast" => format!("uint32 x = {}1;", "(uint32)".repeat(n)),
        "binary" => format!("uint32 x = 1{};", "+1".repeat(n)),
        "assign" => format!("uint32 x = 0; x = {}1;", "x = ".repeat(n)),
        "ternary" => format!("uint32 x = {}1;", "true ? 1 : ".repeat(n)),
        "ternary_mid" => format!("uint32 x = {}1{};", "true ? ".repeat(n), " : 1".repeat(n)),
        "if" => format!("uint32 x = 0; {}x = 1;", "if (x == 0) ".repeat(n)),
        "elseif" => format!("uint32 x = 0; if (x == 0) x = 1; {}", "else if (x == 1) x = 2; ".repeat(n)),
        "while" => format!("uint32 x = 0; {}x = 1;", "while (x != 0) ".repeat(n)),
        "for" => format!("{}{{}}", "for (uint32 i = 0; i < 2; i++) ".repeat(n)),
        "do" => format!("uint32 x = 0; {}x = 1;{}", "do ".repeat(n), " while (x != 0);".repeat(n)),
        "flat_return" => format!("uint32 x = 0; {}x = 2;", "if (x == 1) return; x = x + 1; ".repeat(n)),
        "flat_break" => format!("for (uint32 i = 0; i < 4; i++) {{ {} }}", "if (i == 1) break; ".repeat(n)),
        "postfix" => format!("uint32 x = 0; x{};", "++".repeat(n)),
        "template" => format!("{}uint32{} y;", "pipe<".repeat(n), ">".repeat(n)),
        "sc" => format!("uint32 x = {}1{};", "static_cast<uint32>(".repeat(n), ")".repeat(n)),
        "call" => format!("uint32 x = {}1{};", "f(".repeat(n), ")".repeat(n)),
        "ifparen" => return format!("#if {}1{}\n#endif\nvoid kernel() {{}}\n", "(".repeat(n), ")".repeat(n)),
        "ifnot" => return format!("#if {}1\n#endif\nvoid kernel() {{}}\n", "!".repeat(n)),
        "ifternary" => return format!("#if {}1\n#endif\nvoid kernel() {{}}\n", "1 ? 1 : ".repeat(n)),
        "ifnest" => return format!("{}{}void kernel() {{}}\n", "#if 1\n".repeat(n), "#endif\n".repeat(n)),
        "macroargs" => return format!("#define F(x) x\nvoid kernel() {{ uint32 x = {}1{}; }}\n", "F(".repeat(n), ")".repeat(n)),
        "macrochain" => {
            let mut s = String::new();
            for i in 0..n { s.push_str(&format!("#define M{i} M{}\n", i + 1)); }
            return format!("{s}void kernel() {{ uint32 x = M0; }}\n");
        }
        "macroexp" => {
            let mut s = String::from("#define M0 1\n");
            for i in 1..n { s.push_str(&format!("#define M{i} M{} + M{}\n", i - 1, i - 1)); }
            return format!("{s}void kernel() {{ uint32 x = M{}; }}\n", n - 1);
        }
        "items" => return ";".repeat(n) + "\nvoid kernel() {}\n",
        "items_err" => return "x;\n".repeat(n) + "\nvoid kernel() {}\n",
        other => panic!("unknown {other}"),
    };
    format!("void kernel() {{\n{body}\n}}\n")
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let kind = args[1].clone();
    let n: usize = args[2].parse().unwrap();
    let stack: usize = args.get(3).map_or(8 << 20, |s| s.parse::<usize>().unwrap() << 10);
    let source = gen(&kind, n);
    let t = std::time::Instant::now();
    let handle = std::thread::Builder::new().stack_size(stack).spawn(move || {
        if std::env::var("PARSE_ONLY").is_ok() {
            let pre = tanto::preprocess::preprocess(&source, &[]).0;
            let r = tanto::parser::parse(&pre.text);
            println!("module={} diags=0 first=parsed", r.is_ok());
            if r.is_err() { std::process::exit(2); }
            if std::env::var("LEAK").is_ok() { std::mem::forget(r); }
            return;
        }
        let context = tanto_dialects::context::create_context().unwrap();
        let options = tanto::Options { defines: vec![], params: Default::default(), mode: None, arch: tanto_arch::Arch::load("wormhole_b0").unwrap() };
        let compiled = tanto::compile(&context, "probe.cpp", &source, &options);
        let first = compiled.diagnostics.iter().find(|d| d.is_error()).map(|d| d.message.clone()).unwrap_or_default();
        println!("module={} diags={} first={:.100}", compiled.module.is_some(), compiled.diagnostics.len(), first);
        if std::env::var("STRICT").is_ok() && compiled.module.is_none() { std::process::exit(2); }
    }).unwrap();
    handle.join().unwrap();
    eprintln!("time {:?}", t.elapsed());
}
