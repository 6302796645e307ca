// @primp/core: pure domain code shared by the browser and the server.
export * from "./account-schemas";
export * from "./answers";
export * from "./booking-status";
export * from "./cancellation";
export * from "./catalogue";
export * from "./format";
export * from "./links";
export * from "./messages";
export * from "./options";
export * from "./product";
export * from "./questionnaire";
export * from "./quote";
export * from "./resets";
export * from "./schedule";
export * from "./schemas";
export * from "./service-description";
export * from "./upcharges";
