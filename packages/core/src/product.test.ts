import { describe, expect, it } from "vitest";
import { HOW_IT_WORKS_STEPS, PRODUCT_NAME } from "./product";

describe("product", () => {
  it("names step 3 after the product", () => {
    expect(PRODUCT_NAME).toBe("Primp");
    expect(HOW_IT_WORKS_STEPS.map((step) => step.title)).toEqual(["LOCATION", "SERVICE", "PRIMPED", "ENJOY"]);
  });
});
