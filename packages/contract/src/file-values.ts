/** File state ids; the spec leaves their values open, these follow the project states. */
export const FILE_STATE = { active: 1, deleted: 4 } as const;
export type FileStateName = keyof typeof FILE_STATE;

/** The sizes a picture's preview comes in (`size` of `get-link`). */
export const FILE_PREVIEW_SIZES = ['thumb', 'preview'] as const;
export type FilePreviewSize = (typeof FILE_PREVIEW_SIZES)[number];

/** The form field an upload sends its file in. */
export const UPLOAD_FIELD = 'file';

/** A caption's and a description's longest length. */
export const FILE_CAPTION_MAX = 500;
export const FILE_DESCRIPTION_MAX = 5000;
