// CSV export (spec 7, docs/decisions.md "Export"): POST /api/export/csv answers a file; it is saved under the
// name the server gives in Content-Disposition (default 'features.csv') through an object URL.
import type { z } from 'zod';
import type { exportCsvRequest } from '../../../common/schemas/export';
import { ApiError } from './http';

const DEFAULT_EXPORT_FILENAME = 'features.csv';

/** The filename of a Content-Disposition header (filename*=UTF-8'' first, then filename=), or the default. */
export function filenameFrom(disposition: string | null): string {
  if (!disposition) return DEFAULT_EXPORT_FILENAME;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, '')) || DEFAULT_EXPORT_FILENAME;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || DEFAULT_EXPORT_FILENAME;
}

/** Fetches the CSV of the given projects; throws ApiError on a non-OK answer (or the network error). */
async function fetchCsvExport(projectIds: readonly number[]): Promise<{ blob: Blob; filename: string }> {
  const response = await fetch('/api/export/csv', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/json' },
    body: JSON.stringify({ projectIds: [...projectIds] } satisfies z.input<typeof exportCsvRequest>),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('Content-Disposition')) };
}

/** Hands a blob to the browser as a download named `filename`. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Exports and downloads; resolves with the filename used. */
export async function exportProjectsCsv(projectIds: readonly number[]): Promise<string> {
  const { blob, filename } = await fetchCsvExport(projectIds);
  saveBlob(blob, filename);
  return filename;
}
