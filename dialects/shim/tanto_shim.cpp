// The few MLIR C++ entry points that the MLIR C API does not expose.
//
// Everything here is glue: registering Rust passes so textual pipelines can
// name them (with options), parsing through an llvm::SourceMgr so diagnostics
// show the source line like mlir-opt, mlir-opt's diagnostic verifier, access to
// the parameters of IRDL (dynamic) types, and the two LLVM IR translations we
// need. The logic lives in Rust.

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/LLVMIR/Transforms/InlinerInterfaceImpl.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/ExtensibleDialect.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm-c/Types.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <atomic>
#include <exception>
#include <cerrno>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

using namespace mlir;

extern "C" {

/// What a Rust pass's `run` returns.
enum {
  TANTO_PASS_FAILED = 0,
  /// Succeeded and may have changed the IR.
  TANTO_PASS_CHANGED = 1,
  /// Succeeded without changing the IR: analyses stay valid, and the pass
  /// manager does not verify the (already verified) IR again.
  TANTO_PASS_UNCHANGED = 2,
};

/// Callbacks of one Rust pass kind. `create` builds a pass instance from the
/// textual options; it returns null and reports through `on_error` when the
/// options are invalid. `run` returns one of the TANTO_PASS_* values.
typedef struct {
  void *user_data;
  void *(*create)(void *user_data, MlirStringRef options,
                  void (*on_error)(MlirStringRef message, void *sink),
                  void *sink);
  int (*run)(void *instance, MlirOperation op);
  void (*destroy)(void *instance);
} TantoPassCallbacks;

/// Whether descriptor 1 was closed when the process started. Rust's runtime
/// reopens a closed standard descriptor on /dev/null before `main`, which
/// would turn output to a closed stdout into silence; a constructor runs
/// before that and keeps the fact.
static bool stdoutClosedAtStart = false;

__attribute__((constructor)) static void tantoRecordStdoutState() {
  stdoutClosedAtStart = fcntl(1, F_GETFD) == -1 && errno == EBADF;
}

bool tantoStdoutClosedAtStart() { return stdoutClosedAtStart; }

} // extern "C"

namespace {

/// What a caught C++ exception says, for a diagnostic. MLIR and LLVM throw
/// only from the C++ library (std::vector of a size the IR asked for, an
/// allocation that failed); an exception must not unwind into Rust, which
/// cannot catch it and aborts.
std::string describeException(std::exception_ptr thrown) {
  try {
    std::rethrow_exception(thrown);
  } catch (const std::bad_alloc &) {
    return "out of memory (the IR asks for more than this machine has)";
  } catch (const std::length_error &e) {
    return std::string("a size in the IR is too large to represent (") +
           e.what() + ")";
  } catch (const std::exception &e) {
    return std::string("C++ exception: ") + e.what();
  } catch (...) {
    return "an unknown C++ exception";
  }
}

struct PassKind {
  std::string argument;
  std::string description;
  std::string anchor;
  TantoPassCallbacks callbacks;
};

void appendMessage(MlirStringRef message, void *sink) {
  static_cast<std::string *>(sink)->append(message.data, message.length);
}

class RustPass final : public Pass {
public:
  explicit RustPass(const PassKind *kind)
      : Pass(TypeID::getFromOpaquePointer(kind),
             kind->anchor.empty() ? std::nullopt
                                  : std::optional<StringRef>(kind->anchor)),
        kind(kind) {}
  ~RustPass() override { reset(); }

  StringRef getName() const override { return kind->argument; }
  StringRef getArgument() const override { return kind->argument; }
  StringRef getDescription() const override { return kind->description; }
  bool canScheduleOn(RegisteredOperationName) const override { return true; }

  LogicalResult initializeOptions(
      StringRef text,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    options = text.str();
    std::string error;
    if (failed(instantiate(error)))
      return errorHandler(error);
    return success();
  }

  void runOnOperation() override {
    std::string error;
    if (!instance && failed(instantiate(error))) {
      getOperation()->emitError() << error;
      return signalPassFailure();
    }
    switch (kind->callbacks.run(instance, wrap(getOperation()))) {
    case TANTO_PASS_FAILED:
      return signalPassFailure();
    case TANTO_PASS_UNCHANGED:
      return markAllAnalysesPreserved();
    default:
      return;
    }
  }

  std::unique_ptr<Pass> clonePass() const override {
    auto clone = std::make_unique<RustPass>(kind);
    clone->options = options;
    return clone;
  }

private:
  LogicalResult instantiate(std::string &error) {
    reset();
    instance = kind->callbacks.create(
        kind->callbacks.user_data,
        MlirStringRef{options.data(), options.size()}, appendMessage, &error);
    return success(instance != nullptr);
  }
  void reset() {
    if (instance)
      kind->callbacks.destroy(instance);
    instance = nullptr;
  }

  const PassKind *kind;
  std::string options;
  void *instance = nullptr;
};

} // namespace

namespace {

/// Errors and warnings reported to the user in this process (the tools'
/// summary line). Counted by a handler that declines every diagnostic, so
/// the next handler still prints it.
std::atomic<size_t> reportedErrors{0};
std::atomic<size_t> reportedWarnings{0};

DiagnosticEngine::HandlerID registerCounter(MLIRContext *context) {
  return context->getDiagEngine().registerHandler([](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      ++reportedErrors;
    else if (diag.getSeverity() == DiagnosticSeverity::Warning)
      ++reportedWarnings;
    return failure();
  });
}

} // namespace

/// An input buffer with the diagnostic handler that reports against it.
struct TantoSourceSession {
  llvm::SourceMgr sourceMgr;
  std::unique_ptr<SourceMgrDiagnosticHandler> printer;
  std::unique_ptr<SourceMgrDiagnosticVerifierHandler> verifier;
  /// Runs before the printer (handlers run newest first); none when
  /// verifying, since expected diagnostics are not reported.
  std::optional<DiagnosticEngine::HandlerID> counter;
  MLIRContext *context;
};

extern "C" {

/// Registers a Rust pass under `argument`, so --pass-pipeline can name it.
/// `anchor` is the operation name the pass runs on ("" for any operation).
void tantoRegisterPass(MlirStringRef argument, MlirStringRef description,
                       MlirStringRef anchor, TantoPassCallbacks callbacks) {
  // Registrations live as long as the process, like mlir::PassRegistration.
  auto *kind = new PassKind{unwrap(argument).str(), unwrap(description).str(),
                            unwrap(anchor).str(), callbacks};
  registerPass([kind]() -> std::unique_ptr<Pass> {
    return std::make_unique<RustPass>(kind);
  });
}

/// Registers `name` as an alias of a textual pipeline (the body of an
/// `any(...)` or `builtin.module(...)` nest), like mlir::PassPipelineRegistration.
void tantoRegisterPipeline(MlirStringRef name, MlirStringRef description,
                           MlirStringRef pipeline) {
  std::string text = unwrap(pipeline).str();
  registerPassPipeline(
      unwrap(name), unwrap(description),
      [text](OpPassManager &pm, StringRef options,
             function_ref<LogicalResult(const Twine &)> errorHandler) {
        if (!options.empty())
          return errorHandler("this pipeline takes no options");
        return parsePassPipeline(text, pm, llvm::errs());
      },
      [](function_ref<void(const detail::PassOptions &)>) {});
}

/// Opens `text` (named `name` in locations) and installs a diagnostic handler
/// for it: mlir-opt's printer, or its expected-* verifier.
TantoSourceSession *tantoSourceSessionCreate(MlirContext context,
                                             MlirStringRef text,
                                             MlirStringRef name,
                                             bool verifyDiagnostics) {
  auto *session = new TantoSourceSession();
  session->context = unwrap(context);
  session->sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(unwrap(text), unwrap(name)),
      llvm::SMLoc());
  if (verifyDiagnostics)
    session->verifier = std::make_unique<SourceMgrDiagnosticVerifierHandler>(
        session->sourceMgr, session->context);
  else {
    session->printer = std::make_unique<SourceMgrDiagnosticHandler>(
        session->sourceMgr, session->context);
    session->counter = registerCounter(session->context);
  }
  return session;
}

/// Parses the session's buffer without verifying it (the caller runs the
/// Rust verifier first, for clearer messages, then MLIR's); a null operation
/// means syntax errors were reported.
MlirOperation tantoSourceSessionParse(TantoSourceSession *session) {
  ParserConfig config(session->context, /*verifyAfterParse=*/false);
  try {
    OwningOpRef<ModuleOp> module =
        parseSourceFile<ModuleOp>(session->sourceMgr, config);
    return wrap(module ? module.release().getOperation() : nullptr);
  } catch (...) {
    emitError(UnknownLoc::get(session->context))
        << "parsing failed: " << describeException(std::current_exception());
  }
  return wrap(static_cast<Operation *>(nullptr));
}

/// In verifier mode: true when every expected-* diagnostic was seen and no
/// unexpected one was. Always true in printing mode.
bool tantoSourceSessionVerify(TantoSourceSession *session) {
  return !session->verifier || succeeded(session->verifier->verify());
}

void tantoSourceSessionDestroy(TantoSourceSession *session) {
  if (session->counter)
    session->context->getDiagEngine().eraseHandler(*session->counter);
  delete session;
}

/// Counts the diagnostics reported through `context` while no source
/// session's printer takes them first (MLIR then prints them itself).
void tantoCountDiagnostics(MlirContext context) {
  registerCounter(unwrap(context));
}

/// The errors and warnings counted so far, in this process.
void tantoReportedDiagnostics(size_t *errors, size_t *warnings) {
  *errors = reportedErrors.load();
  *warnings = reportedWarnings.load();
}

/// Emits a diagnostic (0 error, 1 warning, 2 remark) with attached notes.
void tantoEmitDiagnostic(MlirLocation location, int severity,
                         MlirStringRef message, intptr_t numNotes,
                         const MlirLocation *noteLocations,
                         const MlirStringRef *noteMessages) {
  Location loc = unwrap(location);
  InFlightDiagnostic diag = severity == 1   ? emitWarning(loc)
                            : severity == 2 ? emitRemark(loc)
                                            : emitError(loc);
  diag << unwrap(message);
  for (intptr_t i = 0; i < numNotes; ++i)
    diag.attachNote(unwrap(noteLocations[i])) << unwrap(noteMessages[i]);
}

/// IRDL types are MLIR dynamic types; these read their name and parameters.
bool tantoTypeIsDynamic(MlirType type) {
  return llvm::isa<DynamicType>(unwrap(type));
}

MlirStringRef tantoDynamicTypeGetDialect(MlirType type) {
  auto dynamic = llvm::cast<DynamicType>(unwrap(type));
  return wrap(dynamic.getTypeDef()->getDialect()->getNamespace());
}

MlirStringRef tantoDynamicTypeGetName(MlirType type) {
  return wrap(llvm::cast<DynamicType>(unwrap(type)).getTypeDef()->getName());
}

intptr_t tantoDynamicTypeGetNumParams(MlirType type) {
  return llvm::cast<DynamicType>(unwrap(type)).getParams().size();
}

MlirAttribute tantoDynamicTypeGetParam(MlirType type, intptr_t index) {
  return wrap(llvm::cast<DynamicType>(unwrap(type)).getParams()[index]);
}

/// Registers only the builtin and LLVM dialect translations to LLVM IR (the
/// C API's register-all pulls in every target dialect), and the inliner
/// interfaces of func and llvm.
void tantoRegisterLLVMTranslations(MlirContext context) {
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  // The inliner interfaces of func and llvm live in extensions: without
  // them `inline` cannot inline the device library into kernels.
  func::registerInlinerExtension(registry);
  LLVM::registerInlinerInterface(registry);
  unwrap(context)->appendDialectRegistry(registry);
}

/// MLIR's translation of an LLVM-dialect module to LLVM IR (as the C API's
/// mlirTranslateModuleToLLVMIR), with any C++ exception reported as an error
/// at the module instead of unwinding into Rust. Null on failure.
LLVMModuleRef tantoTranslateModuleToLLVMIR(MlirOperation module,
                                           LLVMContextRef context) {
  Operation *op = unwrap(module);
  try {
    std::unique_ptr<llvm::Module> translated = translateModuleToLLVMIR(
        op, *reinterpret_cast<llvm::LLVMContext *>(context));
    return reinterpret_cast<LLVMModuleRef>(translated.release());
  } catch (...) {
    emitError(op->getLoc()) << "translation to LLVM IR failed: "
                    << describeException(std::current_exception());
  }
  return nullptr;
}

/// Runs `manager` on `op` (as mlirPassManagerRunOnOp), with any C++
/// exception reported as an error at `op`.
bool tantoPassManagerRunOnOp(MlirPassManager manager, MlirOperation module) {
  Operation *op = unwrap(module);
  try {
    return succeeded(unwrap(manager)->run(op));
  } catch (...) {
    emitError(op->getLoc()) << "a pass failed: "
                    << describeException(std::current_exception());
  }
  return false;
}

/// Prints `op` into one buffer and hands the text to `callback` in one piece:
/// the C API's printing stream is unbuffered and calls back for every token.
/// With `assumeVerified`, the printer does not verify `op` again (the caller
/// has).
void tantoOperationPrintBuffered(MlirOperation op, MlirOpPrintingFlags flags,
                                 bool assumeVerified,
                                 MlirStringCallback callback, void *userData) {
  OpPrintingFlags printing = *unwrap(flags);
  if (assumeVerified)
    printing.assumeVerified();
  std::string text;
  llvm::raw_string_ostream stream(text);
  unwrap(op)->print(stream, printing);
  stream.flush();
  callback(wrap(llvm::StringRef(text)), userData);
}

} // extern "C"
