// Saving a file the API served under its own name: an object URL on a link with `download`,
// clicked, then revoked. A plain link to the API cannot do it: the call needs the bearer token,
// which only the client sends.

/** Saves `blob` as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  // Firefox starts a download only from a link in the document.
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has taken the URL (the download holds the blob itself): free it once it has run.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
