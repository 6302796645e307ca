// "Skip to content": the first stop for Tab on every page, shown only when focused, so a
// keyboard user can pass the header's links (WCAG 2.4.1).
import classes from "./SkipToContent.module.css";

export const MAIN_CONTENT_ID = "main-content";

export function SkipToContent() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.link}
      onClick={(event) => {
        // Focus the content itself (the router would otherwise treat the fragment as a navigation).
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
