// Preloaded (--import) into the unit lane's workers (vitest.lanes.ts): lets each client file's VM context
// reuse what an earlier file compiled of the same CommonJS package (React DOM, Testing Library, aria-query…).
//
// Vitest compiles a package's CommonJS files with `new vm.Script(source, { importModuleDynamically })`, so
// that an `import()` inside one reaches its own loader. Under --experimental-vm-modules, which VM contexts
// need, Node gives a script with such a callback host-defined options of its own (a new symbol), and V8's
// compilation cache, which matches on them, never finds the same source compiled before: React DOM's
// development build was compiled cold in every file (~20 ms), with every function it ran compiled lazily
// again. A source without `import(` cannot call that callback (but from an eval, which then fails loudly:
// vmScriptCache.test.ts), so here it goes without one, and V8 hands the next context the compiled script
// and its functions (shared code; each context keeps its own objects). A source with `import(` keeps its
// callback. In a profile of the lane, the scripts' compiles 8.1 → 1.6 CPU-s (docs/testing.md).
import vm from 'node:vm';

const DYNAMIC_IMPORT = /\bimport\s*\(/;

class SharedCompileScript extends vm.Script {
  constructor(source, options) {
    if (typeof source === 'string' && options?.importModuleDynamically && !DYNAMIC_IMPORT.test(source)) {
      const { importModuleDynamically: _unreachable, ...rest } = options;
      super(source, rest);
    } else {
      super(source, options);
    }
  }
}

vm.Script = SharedCompileScript;
