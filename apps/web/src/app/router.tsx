/**
 * Every route of the specification's route table, each page loaded on demand so the first
 * page stays light. Guards: user routes need a user token, admin routes an admin token.
 */
import { lazy } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { RequireAdmin, RequireUser, RootRedirect } from './guards';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) => lazy(async () => ({ default: (await load())[name] as React.ComponentType }));

const LoginPage = page(() => import('../features/auth/routes/login-page'), 'LoginPage');
const SignupPage = page(() => import('../features/auth/routes/signup-page'), 'SignupPage');
const ForgotPasswordPage = page(() => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage');
const AuthCallbackPage = page(() => import('../features/auth/routes/auth-callback-page'), 'AuthCallbackPage');
const AdminLoginPage = page(() => import('../features/admin/routes/admin-login-page'), 'AdminLoginPage');
const AdminRegisterPage = page(() => import('../features/admin/routes/admin-register-page'), 'AdminRegisterPage');
const AdminDashboardPage = page(() => import('../features/admin/routes/dashboard-page'), 'AdminDashboardPage');
const AddBookPage = page(() => import('../features/admin/routes/add-book-page'), 'AddBookPage');
const AddChapterPage = page(() => import('../features/admin/routes/add-chapter-page'), 'AddChapterPage');
const AdminApprovalsPage = page(() => import('../features/admin/routes/approvals-page'), 'AdminApprovalsPage');
const AdminCollectionsPage = page(() => import('../features/admin/routes/admin-collections-page'), 'AdminCollectionsPage');
const CollectionsPage = page(() => import('../features/collections/routes/collections-page'), 'CollectionsPage');
const ProfilePage = page(() => import('../features/profile/routes/profile-page'), 'ProfilePage');
const ChatPage = page(() => import('../features/chat/routes/chat-page'), 'ChatPage');
const TeachPage = page(() => import('../features/teach/routes/teach-page'), 'TeachPage');

const user = (element: React.ReactNode) => <RequireUser>{element}</RequireUser>;
const admin = (element: React.ReactNode) => <RequireAdmin>{element}</RequireAdmin>;

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/auth-callback', element: <AuthCallbackPage /> },
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin/login', element: <Navigate to="/admin-login" replace /> },
      { path: '/admin-register', element: <AdminRegisterPage /> },
      { path: '/admin/dashboard', element: admin(<AdminDashboardPage />) },
      { path: '/admin/add-book', element: admin(<AddBookPage />) },
      { path: '/admin/add-chapter', element: admin(<AddChapterPage />) },
      { path: '/admin/collections', element: admin(<AdminCollectionsPage />) },
      { path: '/admin/approvals', element: admin(<AdminApprovalsPage />) },
      { path: '/collections', element: user(<CollectionsPage />) },
      { path: '/profile', element: user(<ProfilePage />) },
      { path: '/chat', element: user(<ChatPage />) },
      { path: '/teach', element: user(<TeachPage />) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
