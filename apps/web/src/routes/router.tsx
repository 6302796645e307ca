// The route table (spec part 2, section 2). To add a page: create pages/XPage.tsx exporting
// `XPage`, add its address to paths.ts, and add one line below (public or protected group)
// naming it by that address, so links and routes share one spelling.
// Every page but the home page is its own chunk, loaded on first visit. <AppRoutes> renders the
// table inside the browser's router (main.tsx) and the server renderer's (entry-server.tsx).
// Declarative routers (<BrowserRouter>, <StaticRouter>), not the data router: no page has a
// loader or an action (pages fetch through React Query), and the data router's code was some
// 12 KiB gzipped of the home page's first load; its errorElement and <ScrollRestoration> are
// layout/PageErrorBoundary.tsx and layout/ScrollOnNavigation.tsx.
// Matching ignores a trailing slash, so /about-us and /about-us/ are the same page.
import { type RouteObject, useRoutes } from "react-router";
import { RequireSession } from "../auth/RequireSession";
import { lazyNamed } from "../components/lazy-named";
import { AppLayout } from "../layout/AppLayout";
import { paths } from "../navigation/paths";
import { HomePage } from "../pages/HomePage";

/** The spec's addresses take an optional segment after the page (e.g. /book-now/hair). */
const withOptionalType = (path: string) => `${path}/:type?`;

const publicPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // The completion e-mail's link: its token, not a session, says whose booking it is.
  { path: paths.rate, element: lazyNamed(() => import("../pages/RatePage"), "RatePage") },
  { path: paths.newCard, element: lazyNamed(() => import("../pages/CardPage"), "CardPage") },
  // A guest's tab holds the card step's secret; without it or a session the page sends to /login.
  {
    path: paths.bookingConfirmed,
    element: lazyNamed(() => import("../pages/BookingConfirmedPage"), "BookingConfirmedPage"),
  },
  // Rendered on the server too (entry-server.tsx).
  { path: paths.proPage, element: lazyNamed(() => import("../pages/ProPage"), "ProPage") },
  { path: paths.servicePage, element: lazyNamed(() => import("../pages/ServicePage"), "ServicePage") },
  { path: paths.cityPage, element: lazyNamed(() => import("../pages/CityPage"), "CityPage") },
  { path: paths.professionals, element: lazyNamed(() => import("../pages/ProfessionalsPage"), "ProfessionalsPage") },
  { path: withOptionalType(paths.bookNow), element: lazyNamed(() => import("../pages/BookNowPage"), "BookNowPage") },
  { path: paths.playground, element: lazyNamed(() => import("../pages/PlaygroundPage"), "PlaygroundPage") },
  { path: paths.advisor, element: lazyNamed(() => import("../pages/AdvisorPage"), "AdvisorPage") },
  { path: paths.login, element: lazyNamed(() => import("../pages/LoginPage"), "LoginPage") },
  { path: paths.signup, element: lazyNamed(() => import("../pages/SignUpPage"), "SignUpPage") },
  { path: paths.register, element: lazyNamed(() => import("../pages/SignUpPage"), "SignUpPage") },
  { path: paths.forgotPassword, element: lazyNamed(() => import("../pages/ForgotPasswordPage"), "ForgotPasswordPage") },
  { path: paths.resetPassword, element: lazyNamed(() => import("../pages/ResetPasswordPage"), "ResetPasswordPage") },
  { path: paths.verifyEmail, element: lazyNamed(() => import("../pages/VerifyEmailPage"), "VerifyEmailPage") },
  { path: paths.contactUs, element: lazyNamed(() => import("../pages/ContactPage"), "ContactPage") },
  { path: paths.aboutUs, element: lazyNamed(() => import("../pages/AboutPage"), "AboutPage") },
  { path: paths.privacyPolicy, element: lazyNamed(() => import("../pages/PrivacyPolicyPage"), "PrivacyPolicyPage") },
  { path: paths.termOfUse, element: lazyNamed(() => import("../pages/TermsOfUsePage"), "TermsOfUsePage") },
  { path: paths.termOfSale, element: lazyNamed(() => import("../pages/TermsOfSalePage"), "TermsOfSalePage") },
  { path: paths.blog, element: lazyNamed(() => import("../pages/BlogPage"), "BlogPage") },
  { path: paths.blogPost, element: lazyNamed(() => import("../pages/BlogPostPage"), "BlogPostPage") },
];

/** Pages that need a session; without one the visitor goes to /login and comes back after. */
const protectedPages: RouteObject[] = [
  {
    path: withOptionalType(paths.dashboard),
    element: lazyNamed(() => import("../pages/DashboardPage"), "DashboardPage"),
  },
  {
    path: withOptionalType(paths.bookingConfirmation),
    element: lazyNamed(() => import("../pages/BookingConfirmationPage"), "BookingConfirmationPage"),
  },
  {
    path: withOptionalType(paths.bookingDetails),
    element: lazyNamed(() => import("../pages/BookingDetailsPage"), "BookingDetailsPage"),
  },
  { path: withOptionalType(paths.upload), element: lazyNamed(() => import("../pages/UploadPage"), "UploadPage") },
  { path: withOptionalType(paths.profile), element: lazyNamed(() => import("../pages/ProfilePage"), "ProfilePage") },
  {
    path: withOptionalType(paths.profileEdit),
    element: lazyNamed(() => import("../pages/ProfileEditPage"), "ProfileEditPage"),
  },
  {
    path: withOptionalType(paths.proApplicant),
    element: lazyNamed(() => import("../pages/ProApplicantPage"), "ProApplicantPage"),
  },
  { path: paths.operations, element: lazyNamed(() => import("../pages/OperationsPage"), "OperationsPage") },
  { path: paths.siteImages, element: lazyNamed(() => import("../pages/SiteImagesPage"), "SiteImagesPage") },
  {
    path: paths.availability,
    element: lazyNamed(() => import("../pages/AvailabilityPage"), "AvailabilityPage"),
  },
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...publicPages,
      { element: <RequireSession />, children: protectedPages },
      { path: "*", element: lazyNamed(() => import("../pages/NotFoundPage"), "NotFoundPage") },
    ],
  },
];

/** The page at the router's address, inside the layout. */
export const AppRoutes = () => useRoutes(routes);
