// The route table (spec part 2, section 2). To add a page: create pages/XPage.tsx exporting
// `XPage`, add its path to paths.ts, and add one line below (public or protected group).
// Every page but the home page is its own chunk, loaded on first visit.
// Matching ignores a trailing slash, so /about-us and /about-us/ are the same page.
import { type ComponentType, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { AppLayout } from "../layout/AppLayout";
import { HomePage } from "../pages/HomePage";
import { RouteErrorPage } from "../pages/RouteErrorPage";
import { RequireSession } from "./RequireSession";

/** React.lazy for a page module's named export. */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return <Page />;
}

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: "professionals", element: lazyPage(() => import("../pages/ProfessionalsPage"), "ProfessionalsPage") },
  { path: "book-now/:type?", element: lazyPage(() => import("../pages/BookNowPage"), "BookNowPage") },
  { path: "playground", element: lazyPage(() => import("../pages/PlaygroundPage"), "PlaygroundPage") },
  { path: "advisor", element: lazyPage(() => import("../pages/AdvisorPage"), "AdvisorPage") },
  { path: "login", element: lazyPage(() => import("../pages/LoginPage"), "LoginPage") },
  { path: "signup", element: lazyPage(() => import("../pages/SignUpPage"), "SignUpPage") },
  { path: "register", element: lazyPage(() => import("../pages/SignUpPage"), "SignUpPage") },
  { path: "forgot-password", element: lazyPage(() => import("../pages/ForgotPasswordPage"), "ForgotPasswordPage") },
  { path: "reset-password", element: lazyPage(() => import("../pages/ResetPasswordPage"), "ResetPasswordPage") },
  { path: "verify-email", element: lazyPage(() => import("../pages/VerifyEmailPage"), "VerifyEmailPage") },
  { path: "contact-us", element: lazyPage(() => import("../pages/ContactPage"), "ContactPage") },
  { path: "about-us", element: lazyPage(() => import("../pages/AboutPage"), "AboutPage") },
  { path: "privacy-policy", element: lazyPage(() => import("../pages/PrivacyPolicyPage"), "PrivacyPolicyPage") },
  { path: "term-of-use", element: lazyPage(() => import("../pages/TermsOfUsePage"), "TermsOfUsePage") },
  { path: "term-of-sale", element: lazyPage(() => import("../pages/TermsOfSalePage"), "TermsOfSalePage") },
];

/** Pages that need a session; without one the visitor goes to /login and comes back after. */
const protectedPages: RouteObject[] = [
  { path: "dashboard/:type?", element: lazyPage(() => import("../pages/DashboardPage"), "DashboardPage") },
  {
    path: "booking-confirmation/:type?",
    element: lazyPage(() => import("../pages/BookingConfirmationPage"), "BookingConfirmationPage"),
  },
  {
    path: "booking-details/:type?",
    element: lazyPage(() => import("../pages/BookingDetailsPage"), "BookingDetailsPage"),
  },
  { path: "upload/:type?", element: lazyPage(() => import("../pages/UploadPage"), "UploadPage") },
  { path: "profile/:type?", element: lazyPage(() => import("../pages/ProfilePage"), "ProfilePage") },
  { path: "profile-edit/:type?", element: lazyPage(() => import("../pages/ProfileEditPage"), "ProfileEditPage") },
  { path: "pro-applicant/:type?", element: lazyPage(() => import("../pages/ProApplicantPage"), "ProApplicantPage") },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Pathless, so a failing page shows its error inside the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          ...publicPages,
          { element: <RequireSession />, children: protectedPages },
          { path: "*", element: lazyPage(() => import("../pages/NotFoundPage"), "NotFoundPage") },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
