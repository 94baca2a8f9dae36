/** The name the API gave a file it answered, else the name the screen chose. */
export function fileNameFor(blob: Blob, fallback: string): string {
  return blob instanceof File && blob.name ? blob.name : fallback;
}

/** Saves a file the API answered (a Blob) under a name, as a download of the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed once it is handed over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
