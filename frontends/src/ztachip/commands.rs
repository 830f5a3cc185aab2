//! Built EXE commands: `EXE_LOCKSTEP(f)` with one argument, a C value,
//! issues `f` as the command it is (ztachip's mcore.cpp), and a command
//! from `ztaBuildKernelFunc(kernel, pcores, threads)` carries its counts.
//! Such an EXE takes the kernel and the counts from the command through
//! the library's `__tanto_zta_command_*` functions (library/ztalib.c); a
//! plain kernel address stands for itself, on every PCORE and thread.

use super::ast::{Command, Statement, Text};
use super::Ztachip;

/// Rewrites each one-argument EXE of a C value to read its command.
pub fn read_built_commands(statements: &mut [Statement], target: &Ztachip) {
    for command in statements.iter_mut().flat_map(|s| &mut s.commands) {
        let Command::Exe {
            kernel,
            pcores: pcores @ None,
            threads: threads @ None,
            ..
        } = command
        else {
            continue;
        };
        if kernel.text.contains("::") {
            continue;
        }
        let call = |function: &str, extra: Option<u32>| Text {
            text: match extra {
                Some(every) => {
                    format!("__tanto_zta_command_{function}(({}), {every})", kernel.text)
                }
                None => format!("__tanto_zta_command_{function}(({}))", kernel.text),
            },
            span: kernel.span.clone(),
        };
        *pcores = Some(call("pcores", Some(target.pcore.count)));
        *threads = Some(call("threads", Some(target.pcore.threads)));
        *kernel = call("kernel", None);
    }
}
