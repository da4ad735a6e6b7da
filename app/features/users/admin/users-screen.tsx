import { KeyRound, Pencil, Plus, ShieldOff, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type AdminUser, USER_ROLES, type UserRole } from '#contract/schemas/auth.ts';
import { RecordList, useRecordList } from '#app/components/admin/record-list.tsx';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { buttonClass, inputClass } from '#app/components/admin/buttons.ts';
import { ConfirmDialog } from '#app/components/admin/confirm-dialog.tsx';
import { type Column } from '#app/components/admin/data-table.tsx';
import { StatusBadge } from '#app/components/admin/status-badge.tsx';
import { ToggleSwitch } from '#app/components/admin/toggle-switch.tsx';
import { useLanguage, useT } from '#app/i18n/i18n-context.tsx';
import { adminMessages } from '#app/i18n/messages/admin.ts';
import { useCurrentUser } from '#app/lib/auth/current-user.tsx';
import { REQUEST_LIMITS } from '#contract/constants.ts';
import { formatDateTime } from '#app/lib/format-date.ts';
import { userAdminMessages } from './messages.ts';
import { PasswordResetResult } from './password-reset-result.tsx';
import { TwoFactorPolicyPanel } from './two-factor-policy.tsx';
import { userTwoFactorMessages } from './two-factor-messages.ts';
import { useResetTwoFactor } from './use-two-factor-admin.ts';
import { UserCreateForm } from './user-create-form.tsx';
import { UserRenameForm } from './user-rename-form.tsx';
import { useDeleteUser, useResetPassword, useUpdateUser } from './use-user-mutations.ts';

/** A team is small: one page holds it in most cases; a search finds one account in a larger one. */
const PER_PAGE = REQUEST_LIMITS.maxPerPage;

/** Staff accounts: create, rename, change role, deactivate or reactivate, reset a password or two-factor login, delete. */
export function UsersScreen() {
  const t = useT(userAdminMessages);
  const tAdmin = useT(adminMessages);
  const { language } = useLanguage();
  const currentUser = useCurrentUser();
  const records = useRecordList<AdminUser>('users', { perPage: PER_PAGE });
  const [creating, setCreating] = useState(false);
  const [resetTarget, setResetTarget] = useState<AdminUser | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);
  const [twoFactorTarget, setTwoFactorTarget] = useState<AdminUser | null>(null);
  const tTwoFactor = useT(userTwoFactorMessages);
  const resetTwoFactor = useResetTwoFactor();
  const [renaming, setRenaming] = useState<number | null>(null);
  // Closing the rename form gives the focus back to the button that opened it.
  const renamed = useRef<number | null>(null);
  useEffect(() => {
    if (renaming !== null || renamed.current === null) return;
    document.getElementById(`user-rename-${renamed.current}`)?.focus();
    renamed.current = null;
  }, [renaming]);
  const remove = useDeleteUser();
  const [generated, setGenerated] = useState<{ name: string; password: string } | null>(null);
  const update = useUpdateUser();
  const reset = useResetPassword((result, user) => {
    if (result.generated_password) setGenerated({ name: user.name, password: result.generated_password });
  });
  const roleName = (role: UserRole) => tAdmin(role === 'admin' ? 'role.admin' : 'role.editor');

  const account = (user: AdminUser) =>
    renaming === user.id ? (
      <div className="flex flex-col gap-1">
        <UserRenameForm
          user={user}
          onDone={() => {
            renamed.current = user.id;
            setRenaming(null);
          }}
        />
        <span className="break-all text-slate-600">{user.email}</span>
      </div>
    ) : (
      <div className="flex flex-col">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {user.name}
          {user.id === currentUser.id ? <StatusBadge tone="blue">{t('self.badge')}</StatusBadge> : null}
          {user.two_factor_enabled ? <StatusBadge tone="green">{tTwoFactor('badge.on')}</StatusBadge> : null}
        </span>
        <span className="break-all text-slate-600">{user.email}</span>
      </div>
    );
  const lastLogin = (user: AdminUser) =>
    user.last_login_at ? formatDateTime(user.last_login_at, language) : t('last_login.never');
  // `relative` keeps each hidden label inside the table's box (else the page scrolls sideways on a phone).
  const roleSelect = (user: AdminUser) => (
    <div className="relative">
      <label htmlFor={`user-role-${user.id}`} className="sr-only">
        {t('role.label', { name: user.name })}
      </label>
      <select
        id={`user-role-${user.id}`}
        className={`${inputClass} min-w-36`}
        value={user.role}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ user, changes: { role: event.target.value as UserRole } })}
      >
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </select>
    </div>
  );
  const activeSwitch = (user: AdminUser) => (
    <div className="relative">
      <ToggleSwitch
        id={`user-active-${user.id}`}
        label={t('active.label', { name: user.name })}
        labelHidden
        checked={user.active}
        disabled={update.isPending}
        onCheckedChange={(active) => update.mutate({ user, changes: { active } })}
      />
    </div>
  );
  const renameButton = (user: AdminUser) => (
    <button
      type="button"
      id={`user-rename-${user.id}`}
      className={`${buttonClass.icon} relative`}
      aria-expanded={renaming === user.id}
      onClick={() => setRenaming(user.id)}
    >
      <Pencil aria-hidden="true" className="size-4" />
      <span className="sr-only">{t('rename.action', { name: user.name })}</span>
    </button>
  );
  // Your own password is changed in your profile, with your current one; your own account is not deleted here.
  const othersActions = (user: AdminUser) =>
    user.id === currentUser.id ? null : (
      <>
        <button
          type="button"
          className={`${buttonClass.icon} relative`}
          disabled={reset.isPending}
          onClick={() => setResetTarget(user)}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('reset.action', { name: user.name })}</span>
        </button>
        {user.two_factor_enabled ? (
          <button
            type="button"
            className={`${buttonClass.icon} relative`}
            disabled={resetTwoFactor.isPending}
            onClick={() => setTwoFactorTarget(user)}
          >
            <ShieldOff aria-hidden="true" className="size-4" />
            <span className="sr-only">{tTwoFactor('reset.action', { name: user.name })}</span>
          </button>
        ) : null}
        <button
          type="button"
          className={`${buttonClass.iconDanger} relative`}
          disabled={remove.isPending}
          onClick={() => setDeleteTarget(user)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('delete.action', { name: user.name })}</span>
        </button>
      </>
    );
  const actions = (user: AdminUser) => (
    <div className="flex items-center gap-1">
      {renameButton(user)}
      {othersActions(user)}
    </div>
  );

  const columns: Column<AdminUser>[] = [
    { key: 'name', header: t('column.name'), cell: account },
    { key: 'role', header: t('column.role'), cell: roleSelect },
    { key: 'active', header: t('column.active'), cell: activeSwitch },
    { key: 'last_login', header: t('column.last_login'), cell: lastLogin },
    { key: 'actions', header: tAdmin('list.actions'), cell: actions },
  ];
  // A phone gets the account above its controls (RecordList shows it below the `md` width).
  const phoneColumns: Column<AdminUser>[] = [
    {
      key: 'account',
      header: t('column.account'),
      cell: (user) => (
        <div className="flex flex-col gap-3">
          {account(user)}
          <div className="flex flex-wrap items-center gap-3">
            {roleSelect(user)}
            <div className="flex items-center gap-2">
              {activeSwitch(user)}
              {/* The switch's own label names the account; this word is for the eye. */}
              <span aria-hidden="true" className="text-sm text-slate-700">
                {t('active.short_label')}
              </span>
            </div>
            {actions(user)}
          </div>
          <span className="text-xs text-slate-600">{t('last_login.line', { date: lastLogin(user) })}</span>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <button
          type="button"
          className={buttonClass.primary}
          aria-expanded={creating}
          aria-controls={creating ? 'user-create' : undefined}
          onClick={() => setCreating((open) => !open)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('list.new')}
        </button>
      }
    >
      {creating ? <UserCreateForm id="user-create" onClose={() => setCreating(false)} /> : null}
      {generated ? (
        <PasswordResetResult name={generated.name} password={generated.password} onDismiss={() => setGenerated(null)} />
      ) : null}
      <TwoFactorPolicyPanel />
      <RecordList
        records={records}
        searchLabel={t('list.search')}
        caption={t('list.caption')}
        columns={columns}
        phoneColumns={phoneColumns}
        emptyMessage={records.filtered ? tAdmin('list.empty_search') : t('list.empty')}
        rowClassName={(user) => (user.active ? '' : 'bg-slate-50 text-slate-600')}
      />
      <ConfirmDialog
        open={resetTarget !== null}
        onOpenChange={(open) => {
          if (!open) setResetTarget(null);
        }}
        title={t('reset.confirm_title', { name: resetTarget?.name ?? '' })}
        description={t('reset.confirm_description')}
        confirmLabel={t('reset.confirm')}
        cancelLabel={tAdmin('action.cancel')}
        onConfirm={() => {
          if (resetTarget) reset.mutate(resetTarget);
        }}
      />
      <ConfirmDialog
        open={twoFactorTarget !== null}
        onOpenChange={(open) => {
          if (!open) setTwoFactorTarget(null);
        }}
        title={tTwoFactor('reset.confirm_title', { name: twoFactorTarget?.name ?? '' })}
        description={tTwoFactor('reset.confirm_description')}
        confirmLabel={tTwoFactor('reset.confirm')}
        cancelLabel={tAdmin('action.cancel')}
        onConfirm={() => {
          if (twoFactorTarget) resetTwoFactor.mutate(twoFactorTarget);
        }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(null);
        }}
        title={t('delete.confirm_title', { name: deleteTarget?.name ?? '' })}
        description={t('delete.confirm_description', { name: deleteTarget?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={tAdmin('action.cancel')}
        onConfirm={() => {
          if (deleteTarget) remove.mutate(deleteTarget);
        }}
      />
    </AdminPage>
  );
}
