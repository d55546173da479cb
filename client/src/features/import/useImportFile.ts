// Reading a dropped file in the dialog: refused before reading when too large, then read once (bytes → text →
// format → records) with its progress; a newer file, or closing the dialog, drops what an older read brings.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readImportFile, type ImportFile } from '../../../../common/import';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../../common/schemas/imports';

/** A read shorter than this shows no progress bar (only what takes longer than half a second). */
export const SLOW_MS = 500;

export type FileState =
  | { stage: 'empty'; error: string | null }
  | { stage: 'reading'; fileName: string; progress: number; slow: boolean }
  | { stage: 'ready'; file: ImportFile; size: number };

export function useImportFile() {
  const [state, setState] = useState<FileState>({ stage: 'empty', error: null });
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const read = useCallback(async (file: File) => {
    const token = ++current.current;
    if (file.size > IMPORT_MAX_BYTES) {
      setState({ stage: 'empty', error: IMPORT_MESSAGES.tooLarge });
      return;
    }
    setState({ stage: 'reading', fileName: file.name, progress: 0, slow: false });
    const live = () => current.current === token;
    const timer = setTimeout(() => {
      if (live()) setState((now) => (now.stage === 'reading' ? { ...now, slow: true } : now));
    }, SLOW_MS);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!live()) return;
      const result = await readImportFile(file.name, bytes, {
        onProgress: (progress) =>
          live() && setState((now) => (now.stage === 'reading' ? { ...now, progress } : now)),
      });
      if (!live()) return;
      setState(
        result.ok
          ? { stage: 'ready', file: result.file, size: file.size }
          : { stage: 'empty', error: result.message },
      );
    } catch {
      // The browser could not read the file (moved, or no permission).
      if (live()) setState({ stage: 'empty', error: 'This file could not be read' });
    } finally {
      clearTimeout(timer);
    }
  }, []);

  /** Back to the drop zone (another file), dropping a read under way. */
  const reset = useCallback(() => {
    current.current += 1;
    setState({ stage: 'empty', error: null });
  }, []);

  return { state, read, reset };
}
