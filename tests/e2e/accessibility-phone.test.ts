// Every route and dialog at phone size (375 px), checked by axe-core: tests/e2e/support/accessibility.ts.
import { describeAccessibilityAt } from "./support/accessibility.ts";

describeAccessibilityAt("phone");
