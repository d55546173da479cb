// The unit lane's preload (test/vmScriptCache.mjs): a CommonJS source that cannot import() compiles without
// its own dynamic-import callback, so V8 can reuse it in the next file's context; one that can keeps it.
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const callback = () => vi.fn(async () => new vm.SyntheticModule([], () => {}));

describe('the unit lane’s compiles', () => {
  it('are the preload’s', () => {
    expect(vm.Script.name).toBe('SharedCompileScript');
  });

  it('keep the dynamic-import callback of a source that imports', async () => {
    const importModuleDynamically = callback();
    const script = new vm.Script('import("./elsewhere.js")', { importModuleDynamically });
    await script.runInThisContext().catch(() => undefined);
    expect(importModuleDynamically).toHaveBeenCalledWith(
      './elsewhere.js',
      expect.anything(),
      expect.anything(),
    );
  });

  it('drop it from a source that cannot import', async () => {
    const importModuleDynamically = callback();
    // Hidden from the check, as no package hides it: the import fails loudly, it never reaches a stale loader.
    const script = new vm.Script('eval("imp" + "ort(\'./elsewhere.js\')")', { importModuleDynamically });
    await expect(script.runInThisContext()).rejects.toThrow();
    expect(importModuleDynamically).not.toHaveBeenCalled();
  });
});
