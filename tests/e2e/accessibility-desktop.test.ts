// Every route and dialog at desktop size (1280 px), checked by axe-core: tests/e2e/support/accessibility.ts.
import { describeAccessibilityAt } from "./support/accessibility.ts";

describeAccessibilityAt("desktop");
