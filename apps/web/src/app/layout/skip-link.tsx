import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of the element that holds the page: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": past the top bar and the navigation, for the keyboard. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={classes.skipLink}
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the page itself, so the next Tab goes to its first control, and keep the address.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
