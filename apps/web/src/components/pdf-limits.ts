/** PDFs larger than this are not read whole in the page to draw their first page. */
export const PDF_PREVIEW_MAX_BYTES = 30 * 1024 * 1024;
