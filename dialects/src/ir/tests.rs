//! Tests of the walks of the IR toolkit.

use super::*;
use melior::ir::Module;

const TEXT: &str = "module {
  func.func @first(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    return %0 : i32
  }
  module @inner {
    func.func @second() {
      return
    }
  }
  func.func private @declared(i32)
}";

fn names(ops: &[OperationRef]) -> Vec<String> {
    ops.iter().map(op_name).collect()
}

#[test]
fn functions_are_found_in_nested_modules_in_order_without_their_bodies() {
    let context = crate::context::create_context().expect("context");
    let module = Module::parse(&context, TEXT).expect("parses");
    let functions = functions(module.as_operation());
    let symbols: Vec<String> = functions
        .iter()
        .map(|f| crate::types::string_attribute(f, "sym_name").unwrap_or_default())
        .collect();
    assert_eq!(symbols, ["first", "second", "declared"]);
    // A function given as the root is its own only function.
    assert_eq!(names(&super::functions(functions[0])), ["func.func"]);
}

#[test]
fn filtered_walks_agree_with_filtering_every_nested_op() {
    let context = crate::context::create_context().expect("context");
    let module = Module::parse(&context, TEXT).expect("parses");
    let root = module.as_operation();
    let returns = |op: OperationRef| op.name().as_string_ref().as_str() == Ok("func.return");
    let filtered: Vec<OperationRef> = nested_ops(root)
        .into_iter()
        .filter(|op| returns(*op))
        .collect();
    assert_eq!(filtered.len(), 2);
    assert_eq!(nested_ops_where(root, returns), filtered);
    assert!(any_nested(root, returns));
    assert!(!any_nested(root, |op| op.name().as_string_ref().as_str()
        == Ok("arith.muli")));
    // The walk stops at the first match.
    let mut visited = 0;
    assert!(any_nested(root, |op| {
        visited += 1;
        op.name().as_string_ref().as_str() == Ok("arith.addi")
    }));
    assert_eq!(visited, 3, "the module, @first and its addi");
}
