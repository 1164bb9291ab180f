/** The reaction a like is: a thumbs up, counted with the other reactions. */
export const LIKE_REACTION = '👍';

/** How long the author of a comment may delete it, in minutes (commanders may at any time). */
export const COMMENT_DELETION_MINUTES = 60;
