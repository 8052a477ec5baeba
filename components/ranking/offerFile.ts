/** Offers a file made in the browser as a download (browser only). */
export function offerFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoking at once can cancel the download in some browsers; FileSaver.js waits 40 s too.
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
