// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/session/Session.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace tally {

// Defines or edits a user's derived event type: name, long name and a formula in the spec's
// grammar (`Ir + 10 L1m + 100 LLm`). The formula is checked as it is typed against the session's
// types (unknown names, cycles, syntax); OK stays disabled while it is invalid.
class DerivedTypeDialog : public QDialog
{
    Q_OBJECT

public:
    // `editing`: the user type to edit, or a default-constructed one for a new type.
    DerivedTypeDialog(Session& session, const UserEventType& editing = {},
                      QWidget* parent = nullptr);

    UserEventType type() const;
    // Why the current input is invalid, empty when it is valid.
    QString problem() const { return m_problem; }
    bool isAcceptable() const { return m_problem.isEmpty(); }

    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* longNameEdit() const { return m_longName; }
    QLineEdit* formulaEdit() const { return m_formula; }
    QLabel* messageLabel() const { return m_message; }
    QDialogButtonBox* buttons() const { return m_buttons; }

    void accept() override;

private:
    void validate();

    Session& m_session;
    QString m_replacing;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_longName = nullptr;
    QLineEdit* m_formula = nullptr;
    QLabel* m_message = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QString m_problem;
};

} // namespace tally
