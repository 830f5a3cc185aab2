//! User modules: `const m = @import_module("file.csl", .{ .p = v });`.
//!
//! cslc instantiates a module once per import, with the import's struct as
//! its params; its globals, functions, tasks and comptime blocks become
//! part of the importing program, reached from the importer as `m.name`.
//! Here an import is inlined before evaluation: the module file is read
//! (relative to the importing file), parsed in the unit's offset space (so
//! its diagnostics name it), and its top-level names are prefixed with the
//! import's (`m__name`, nested imports `m__n__name`). Each `param` becomes
//! a `const` whose value is the import struct's field (or the param's
//! default), written in the importer's names. `m.name` in the importer is
//! the prefixed name.

use super::ast::*;
use super::parser;
use crate::diagnostic::Diagnostic;
use crate::source_files::SourceFiles;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Imports nested deeper than this are an error (a module importing itself).
const MAX_IMPORT_DEPTH: usize = 16;
/// The bytes of all modules of one unit, at most.
const MAX_MODULE_BYTES: usize = 8 << 20;

/// What a module's prefixed names are joined with.
const SEPARATOR: &str = "__";

/// `file` with every user-module import inlined; the modules' texts are
/// added to `files`. `directory` is where `file` was read from.
pub fn inline_imports(
    files: &mut SourceFiles,
    file: File,
    directory: &Path,
) -> Result<File, Vec<Diagnostic>> {
    let mut inliner = Inliner {
        files,
        errors: Vec::new(),
        module_bytes: 0,
    };
    let mut out = Vec::new();
    inliner.instantiate(file, "", directory, None, 0, &mut out);
    if !inliner.errors.is_empty() {
        return Err(inliner.errors);
    }
    // Every import's const, by its final (prefixed) name: `m.name` of each
    // becomes the module's prefixed name.
    let modules: BTreeSet<String> = out
        .iter()
        .filter_map(|item| match item {
            Item::Decl(d) if d.kind == DeclKind::Const => d
                .init
                .as_ref()
                .and_then(user_import)
                .map(|_| d.name.text.clone()),
            _ => None,
        })
        .collect();
    if !modules.is_empty() {
        let renamer = Renamer {
            prefix: "",
            top: &BTreeSet::new(),
            modules: &modules,
        };
        for item in &mut out {
            match item {
                Item::Decl(decl) => renamer.decl(decl),
                Item::Fn(f) => renamer.function(f),
                Item::Comptime(b) | Item::Layout(b) => renamer.block(b, &mut Vec::new()),
            }
        }
    }
    Ok(File { items: out })
}

/// The path of `@import_module("x.csl", ...)` when it names a file (not a
/// library, `<...>`), with the optional params struct.
fn user_import(init: &Expr) -> Option<(&[u8], Option<&Expr>, &Span)> {
    let ExprKind::Builtin { name, args } = &init.kind else {
        return None;
    };
    if name.text != "import_module" {
        return None;
    }
    let Some(Expr {
        kind: ExprKind::Str(path),
        span,
    }) = args.first()
    else {
        return None;
    };
    if path.starts_with(b"<") && library_text(path).is_none() {
        return None;
    }
    Some((path, args.get(1), span))
}

/// The CSL text of a library written in CSL, inlined like a user module.
fn library_text(path: &[u8]) -> Option<&'static str> {
    match path {
        b"<collectives_2d/params>" => Some(include_str!("library/collectives_2d/params.csl")),
        b"<collectives_2d/pe>" => Some(include_str!("library/collectives_2d/pe.csl")),
        _ => None,
    }
}

struct Inliner<'f> {
    files: &'f mut SourceFiles,
    errors: Vec<Diagnostic>,
    module_bytes: usize,
}

/// Where a module is imported: the params struct (in the importer's
/// prefixed names) and the import's span.
struct ImportSite {
    params: Option<Expr>,
    span: Span,
}

impl Inliner<'_> {
    /// Appends `file`'s items to `out`, its names prefixed with `prefix`,
    /// its params bound from `site`, and its imports inlined after it.
    fn instantiate(
        &mut self,
        file: File,
        prefix: &str,
        directory: &Path,
        site: Option<&ImportSite>,
        depth: usize,
        out: &mut Vec<Item>,
    ) {
        let top: BTreeSet<String> = file
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Decl(d) => Some(d.name.text.clone()),
                Item::Fn(f) => Some(f.name.text.clone()),
                _ => None,
            })
            .collect();
        let renamer = Renamer {
            prefix,
            top: &top,
            modules: &BTreeSet::new(),
        };
        let mut given: BTreeSet<String> = BTreeSet::new();
        let mut imports = Vec::new();
        for item in file.items {
            match item {
                Item::Decl(mut decl) => {
                    if decl.kind == DeclKind::Param {
                        if let Some(site) = site {
                            decl = self.bind_param(decl, site, &mut given);
                        }
                    }
                    let import =
                        decl.init
                            .as_ref()
                            .and_then(user_import)
                            .map(|(path, params, span)| {
                                (
                                    String::from_utf8_lossy(path).into_owned(),
                                    params.cloned(),
                                    span.clone(),
                                )
                            });
                    renamer.decl(&mut decl);
                    if let Some((path, params, span)) = import {
                        let params = params.map(|mut p| {
                            renamer.expr(&mut p, &mut Vec::new());
                            p
                        });
                        imports.push((decl.name.text.clone(), path, params, span));
                    }
                    out.push(Item::Decl(decl));
                }
                Item::Fn(mut f) => {
                    renamer.function(&mut f);
                    out.push(Item::Fn(f));
                }
                Item::Comptime(mut block) => {
                    renamer.block(&mut block, &mut Vec::new());
                    out.push(Item::Comptime(block));
                }
                Item::Layout(mut block) => {
                    renamer.block(&mut block, &mut Vec::new());
                    if site.is_some() {
                        self.errors.push(Diagnostic::error(
                            block.span.clone(),
                            "a module imported with @import_module has no `layout` block",
                        ));
                    } else {
                        out.push(Item::Layout(block));
                    }
                }
            }
        }
        if let Some(site) = site {
            self.check_given(&top, &given, site);
        }
        for (alias, path, params, span) in imports {
            let site = ImportSite { params, span };
            self.import(&alias, &path, directory, &site, depth, out);
        }
    }

    /// Reads, parses and instantiates the module `path` imported as
    /// `alias` (already prefixed).
    fn import(
        &mut self,
        alias: &str,
        path: &str,
        directory: &Path,
        site: &ImportSite,
        depth: usize,
        out: &mut Vec<Item>,
    ) {
        if depth >= MAX_IMPORT_DEPTH {
            self.errors.push(Diagnostic::error(
                site.span.clone(),
                format!(
                    "imports nest more than {MAX_IMPORT_DEPTH} deep (does a module import itself?)"
                ),
            ));
            return;
        }
        let (full, read) = match library_text(path.as_bytes()) {
            Some(text) => (PathBuf::from(path), Ok(text.to_string())),
            None => {
                let full: PathBuf = directory.join(path);
                let read = super::read_pe_file(&full);
                (full, read)
            }
        };
        let text = match read {
            Ok(text) => text,
            Err(e) => {
                self.errors.push(Diagnostic::error(
                    site.span.clone(),
                    format!("cannot read module {}: {e}", full.display()),
                ));
                return;
            }
        };
        self.module_bytes += text.len();
        if self.module_bytes > MAX_MODULE_BYTES {
            self.errors.push(Diagnostic::error(
                site.span.clone(),
                format!(
                    "the imported modules are longer than {} MiB in all",
                    MAX_MODULE_BYTES >> 20
                ),
            ));
            return;
        }
        let index = self.files.add(full.display().to_string(), text);
        let file = self.files.file(index);
        // Parsed where the unit places it, so spans are the unit's offsets.
        let padded = format!("{}{}", " ".repeat(file.base), file.text);
        let parsed = match parser::parse(&padded) {
            Ok(parsed) => parsed,
            Err(errors) => {
                self.errors.extend(errors);
                return;
            }
        };
        let module_directory = if library_text(path.as_bytes()).is_some() {
            directory.to_path_buf()
        } else {
            full.parent().map(Path::to_path_buf).unwrap_or_default()
        };
        let prefix = format!("{alias}{SEPARATOR}");
        self.instantiate(
            parsed,
            &prefix,
            &module_directory,
            Some(site),
            depth + 1,
            out,
        );
    }

    /// `param p: T [= default];` of a module as `const p: T = value;`, the
    /// value from the import's params struct, else the default.
    fn bind_param(
        &mut self,
        mut decl: Decl,
        site: &ImportSite,
        given: &mut BTreeSet<String>,
    ) -> Decl {
        let name = decl.name.text.clone();
        let from_site = match &site.params {
            Some(Expr {
                kind: ExprKind::Literal { ty: None, fields },
                ..
            }) => fields.iter().find_map(|(field, value)| {
                field
                    .as_ref()
                    .filter(|f| f.text == name)
                    .map(|_| value.clone())
            }),
            // A struct computed elsewhere: its field, else the default.
            Some(other) => {
                let span = other.span.clone();
                let field = Expr {
                    span: span.clone(),
                    kind: ExprKind::Field {
                        base: Box::new(other.clone()),
                        name: Name {
                            text: name.clone(),
                            span: span.clone(),
                        },
                    },
                };
                given.insert(name.clone());
                decl.kind = DeclKind::Const;
                let value = imported(IMPORTED_VALUE, vec![field], &span);
                decl.init = Some(match decl.init.take() {
                    Some(default) => Expr {
                        span: span.clone(),
                        kind: ExprKind::If {
                            cond: Box::new(imported(
                                IMPORTED_HAS_FIELD,
                                vec![
                                    other.clone(),
                                    Expr {
                                        span: span.clone(),
                                        kind: ExprKind::Str(name.into_bytes()),
                                    },
                                ],
                                &span,
                            )),
                            then: Box::new(value),
                            otherwise: Some(Box::new(default)),
                        },
                    },
                    None => value,
                });
                return decl;
            }
            None => None,
        };
        decl.kind = DeclKind::Const;
        match from_site {
            Some(value) => {
                given.insert(name);
                // The value is written in the importer's names: mark it so
                // the module's renaming leaves it alone.
                let span = value.span.clone();
                decl.init = Some(imported(IMPORTED_VALUE, vec![value], &span));
            }
            None if decl.init.is_some() => {}
            None => self.errors.push(
                Diagnostic::error(
                    site.span.clone(),
                    format!("the import gives no value for the module's param `{name}`, which has no default"),
                )
                .with_note(decl.name.span.clone(), "the param is declared here"),
            ),
        }
        decl
    }

    /// Every field of the import's params struct is a param of the module.
    fn check_given(&mut self, top: &BTreeSet<String>, given: &BTreeSet<String>, site: &ImportSite) {
        let Some(Expr {
            kind: ExprKind::Literal { ty: None, fields },
            ..
        }) = &site.params
        else {
            return;
        };
        for (field, _) in fields {
            let Some(field) = field else { continue };
            if !given.contains(&field.text) {
                let what = if top.contains(&field.text) {
                    "is not a param of the module"
                } else {
                    "names nothing the module declares"
                };
                self.errors.push(Diagnostic::error(
                    field.span.clone(),
                    format!("`.{}` {what}", field.text),
                ));
            }
        }
    }
}

/// The builtin name that wraps a module param's value taken from the
/// importer: the renaming does not enter it, and evaluation unwraps it.
pub const IMPORTED_VALUE: &str = "tanto_imported_value";
/// `(struct, "name")`: whether the importer's params struct has the field
/// (else the param's default applies). Not renamed either.
pub const IMPORTED_HAS_FIELD: &str = "tanto_imported_has_field";

/// `@builtin(args)`, written in the importer's names.
fn imported(builtin: &str, args: Vec<Expr>, span: &Span) -> Expr {
    Expr {
        span: span.clone(),
        kind: ExprKind::Builtin {
            name: Name {
                text: builtin.to_string(),
                span: span.clone(),
            },
            args,
        },
    }
}

/// Prefixes a module's top-level names where they are used, and turns the
/// importer's `m.name` into the module's prefixed name.
struct Renamer<'a> {
    prefix: &'a str,
    top: &'a BTreeSet<String>,
    modules: &'a BTreeSet<String>,
}

impl Renamer<'_> {
    fn rename(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }

    fn decl(&self, decl: &mut Decl) {
        if !self.prefix.is_empty() {
            decl.name.text = self.rename(&decl.name.text);
        }
        let mut locals = Vec::new();
        for e in [&mut decl.ty, &mut decl.align, &mut decl.init]
            .into_iter()
            .flatten()
        {
            self.expr(e, &mut locals);
        }
    }

    fn function(&self, f: &mut FnDecl) {
        if !self.prefix.is_empty() {
            f.name.text = self.rename(&f.name.text);
        }
        let mut locals: Vec<String> = Vec::new();
        for param in &mut f.params {
            self.expr(&mut param.ty, &mut locals);
            locals.push(param.name.text.clone());
        }
        if let Some(ret) = &mut f.ret {
            self.expr(ret, &mut locals);
        }
        self.block(&mut f.body, &mut locals);
    }

    fn block(&self, block: &mut Block, locals: &mut Vec<String>) {
        let depth = locals.len();
        for stmt in &mut block.stmts {
            self.stmt(stmt, locals);
        }
        locals.truncate(depth);
    }

    fn stmt(&self, stmt: &mut Stmt, locals: &mut Vec<String>) {
        match &mut stmt.kind {
            StmtKind::Decl(decl) => {
                for e in [&mut decl.ty, &mut decl.align, &mut decl.init]
                    .into_iter()
                    .flatten()
                {
                    self.expr(e, locals);
                }
                locals.push(decl.name.text.clone());
            }
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => self.expr(e, locals),
            StmtKind::Return(None) | StmtKind::Continue(_) => {}
            StmtKind::Break { value, .. } => {
                if let Some(e) = value {
                    self.expr(e, locals);
                }
            }
            StmtKind::Assign(assign) => self.assign(assign, locals),
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => {
                self.expr(cond, locals);
                self.block(then, locals);
                if let Some(b) = otherwise {
                    self.block(b, locals);
                }
            }
            StmtKind::While {
                cond, step, body, ..
            } => {
                self.expr(cond, locals);
                if let Some(step) = step {
                    self.assign(step, locals);
                }
                self.block(body, locals);
            }
            StmtKind::For {
                iterable,
                element,
                index,
                body,
                ..
            } => {
                self.expr(iterable, locals);
                let depth = locals.len();
                locals.push(element.text.clone());
                if let Some(index) = index {
                    locals.push(index.text.clone());
                }
                self.block(body, locals);
                locals.truncate(depth);
            }
            StmtKind::Comptime(b) | StmtKind::Block(b) => self.block(b, locals),
        }
    }

    fn assign(&self, assign: &mut Assign, locals: &mut Vec<String>) {
        self.expr(&mut assign.target, locals);
        self.expr(&mut assign.value, locals);
    }

    fn expr(&self, expr: &mut Expr, locals: &mut Vec<String>) {
        match &mut expr.kind {
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Bool(_)
            | ExprKind::Str(_)
            | ExprKind::Undefined => {}
            ExprKind::Ident(name) => {
                if !self.prefix.is_empty() && self.top.contains(name) && !locals.contains(name) {
                    *name = self.rename(name);
                }
            }
            // Written in the importer's names: not the module's to prefix.
            ExprKind::Builtin { name, .. }
                if !self.prefix.is_empty()
                    && (name.text == IMPORTED_VALUE || name.text == IMPORTED_HAS_FIELD) => {}
            ExprKind::Builtin { args, .. } => {
                for a in args {
                    self.expr(a, locals);
                }
            }
            ExprKind::Call { callee, args } => {
                self.expr(callee, locals);
                for a in args {
                    self.expr(a, locals);
                }
            }
            ExprKind::Field { base, name } => {
                self.expr(base, locals);
                // `m.name` of an imported module `m`: the module's own name
                // (inner first, so `m.n.name` of a nested import works).
                if let ExprKind::Ident(module) = &base.kind {
                    if self.modules.contains(module) && !locals.contains(module) {
                        let text = format!("{module}{SEPARATOR}{}", name.text);
                        expr.kind = ExprKind::Ident(text);
                    }
                }
            }
            ExprKind::Index { base, indices } => {
                self.expr(base, locals);
                for i in indices {
                    self.expr(i, locals);
                }
            }
            ExprKind::Deref(inner) => self.expr(inner, locals),
            ExprKind::Unary { operand, .. } => self.expr(operand, locals),
            ExprKind::Binary { lhs, rhs, .. } => {
                self.expr(lhs, locals);
                self.expr(rhs, locals);
            }
            ExprKind::If {
                cond,
                then,
                otherwise,
            } => {
                self.expr(cond, locals);
                self.expr(then, locals);
                if let Some(o) = otherwise {
                    self.expr(o, locals);
                }
            }
            ExprKind::Literal { ty, fields } => {
                if let Some(ty) = ty {
                    self.expr(ty, locals);
                }
                for (_, value) in fields {
                    self.expr(value, locals);
                }
            }
            ExprKind::ArrayLiteral { ty, elements } => {
                self.expr(ty, locals);
                for e in elements {
                    self.expr(e, locals);
                }
            }
            ExprKind::ArrayType { dims, element } => {
                for d in dims {
                    self.expr(d, locals);
                }
                self.expr(element, locals);
            }
            ExprKind::PointerType { pointee, .. } => self.expr(pointee, locals),
            ExprKind::FnType { params, ret } => {
                for p in params {
                    self.expr(p, locals);
                }
                self.expr(ret, locals);
            }
            ExprKind::TensorAccess {
                vars,
                extents,
                body,
            } => {
                for e in extents {
                    self.expr(e, locals);
                }
                let depth = locals.len();
                locals.extend(vars.iter().map(|v| v.text.clone()));
                self.expr(body, locals);
                locals.truncate(depth);
            }
            ExprKind::Block(b) => self.block(b, locals),
        }
    }
}
