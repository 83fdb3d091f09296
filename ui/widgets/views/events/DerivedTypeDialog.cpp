// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/events/DerivedTypeDialog.h"

#include "ui/viewmodel/common/ColorContrast.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace tally {

DerivedTypeDialog::DerivedTypeDialog(Session& session, const UserEventType& editing,
                                     QWidget* parent)
    : QDialog(parent), m_session(session), m_replacing(editing.name)
{
    setWindowTitle(editing.name.isEmpty() ? tr("New Derived Event Type")
                                          : tr("Edit Derived Event Type"));
    m_name = new QLineEdit(editing.name, this);
    m_name->setPlaceholderText(tr("e.g. MissCost"));
    m_longName = new QLineEdit(editing.longName, this);
    m_longName->setPlaceholderText(tr("optional, e.g. Weighted cache misses"));
    m_formula = new QLineEdit(editing.formula, this);
    m_formula->setPlaceholderText(tr("e.g. Ir + 10 L1m + 100 LLm"));

    QStringList available;
    for (int e = 0; e < m_session.events().count(); ++e)
        available << m_session.events().type(e).name;
    auto* help = new QLabel(tr("A sum of event types, each optionally weighted by an "
                               "integer factor. Available: %1")
                                .arg(available.join(QStringLiteral(", "))),
                            this);
    help->setWordWrap(true);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("formulaMessage"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Long name:"), m_longName);
    form->addRow(tr("&Formula:"), m_formula);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &DerivedTypeDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &DerivedTypeDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(help);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

    for (QLineEdit* edit : {m_name, m_longName, m_formula})
        connect(edit, &QLineEdit::textChanged, this, &DerivedTypeDialog::validate);
    validate();
    resize(480, sizeHint().height());
    // The dialog is modeless: a type checked against one profile must not be applied to the
    // next one (File > Open, Reload, Add), whose types may differ.
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::Profile)
            reject();
    });
}

UserEventType DerivedTypeDialog::type() const
{
    return {m_name->text().trimmed(), m_longName->text().trimmed(), m_formula->text().trimmed()};
}

void DerivedTypeDialog::validate()
{
    const UserEventType candidate = type();
    if (candidate.name.isEmpty())
        m_problem = tr("Give the type a name.");
    else if (candidate.formula.isEmpty())
        m_problem = tr("Enter a formula.");
    else
        m_problem = m_session.checkUserEventType(candidate, m_replacing);
    const bool ok = m_problem.isEmpty();
    m_message->setText(ok ? tr("The formula is valid.") : m_problem);
    QPalette palette = m_message->palette();
    // A red that reads on the window in either theme (5:1 or more).
    const QColor error = colorcontrast::isDark(palette.color(QPalette::Window))
                             ? QColor(QStringLiteral("#ff8a80"))
                             : QColor(QStringLiteral("#c0392b"));
    palette.setColor(QPalette::WindowText, ok ? palette.color(QPalette::WindowText) : error);
    m_message->setPalette(ok ? QPalette() : palette);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void DerivedTypeDialog::accept()
{
    validate();
    if (!isAcceptable())
        return;
    QString error;
    if (!m_session.setUserEventType(type(), m_replacing, &error)) {
        m_message->setText(error);
        return;
    }
    QDialog::accept();
}

} // namespace tally
