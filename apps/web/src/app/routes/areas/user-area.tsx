import { Navigate } from 'react-router';
import { ChangePasswordScreen } from '../../../features/users/components/change-password-screen.tsx';
import { ProfileScreen } from '../../../features/users/components/profile-screen.tsx';
import { UsersScreen } from '../../../features/users/components/users-screen.tsx';
import { useCan } from '../../../lib/permissions.ts';

/** /user: the members for whoever manages users, else the user's own profile. */
export function UserIndexPage() {
  return <Navigate replace to={useCan('users.manage') ? 'users' : 'profile'} />;
}

/** /user/users: only with users.manage; the others see their profile. */
export function UsersPage() {
  const canManage = useCan('users.manage');
  return canManage ? <UsersScreen /> : <Navigate replace to="/user/profile" />;
}

export function ProfilePage() {
  return <ProfileScreen />;
}

export function PasswordPage() {
  return <ChangePasswordScreen />;
}
