import { Typography } from '@mantine/core';
import classes from './rich-text.module.css';

/**
 * Rich text the server has sanitized (descriptions, comments), shown with the app's typography:
 * mentions stand out, check lists show their state.
 */
export function RichTextView({ html, testId }: { html: string; testId?: string }) {
  return (
    <Typography className={classes.view} data-testid={testId}>
      {/* Sanitized by the server on every write: only the editor's tags and attributes are kept. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
