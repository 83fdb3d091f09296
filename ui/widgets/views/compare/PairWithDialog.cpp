// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/PairWithDialog.h"

#include "core/text/TextElision.h"
#include "ui/viewmodel/compare/UnmatchedFunctionsModel.h"
#include "ui/widgets/common/NameListView.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace tally {

PairWithDialog::PairWithDialog(std::shared_ptr<const ProfileComparison> comparison, std::size_t row,
                               QWidget* parent)
    : QDialog(parent)
{
    using Side = ProfileComparison::Side;
    // The name cut for the title and the sentence: a C++ name of thousands of characters, which
    // cannot wrap, made the dialog as wide (the whole name is the sentence's tooltip).
    constexpr qsizetype kShownChars = 80;
    const QString wholeName = comparison->name(row);
    const QString name = textelision::cutToLength(wholeName, kShownChars);
    m_model = new UnmatchedFunctionsModel(std::move(comparison), row, this);
    setWindowTitle(tr("Pair %1 With").arg(name));
    auto* intro = new QLabel(
        (m_model->side() == Side::New
             ? tr("<b>%1</b> is only in the baseline. Choose the function of the new profile "
                  "it became; the two then show as one row.")
             : tr("<b>%1</b> is only in the new profile. Choose the function of the baseline "
                  "it was; the two then show as one row."))
            .arg(name.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    intro->setToolTip(wholeName);
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter by name"));
    m_filter->setClearButtonEnabled(true);
    m_list = new NameListView(this);
    m_list->setModel(m_model);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("Pair"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeView::activated, this, &QDialog::accept);
    auto* none = new QLabel(tr("No function of the other side is there only (or none holds "
                               "that text)."),
                            this);
    none->setWordWrap(true);
    const auto chooseFirst = [this, ok, none] {
        if (m_model->rowCount() > 0)
            m_list->setCurrentIndex(m_model->index(0));
        ok->setEnabled(m_model->rowCount() > 0);
        none->setVisible(m_model->rowCount() == 0);
    };
    connect(m_filter, &QLineEdit::textChanged, this, [this, chooseFirst](const QString& text) {
        m_model->setFilter(text);
        chooseFirst();
    });
    chooseFirst();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(none);
    layout->addWidget(buttons);
    resize(480, 420);
    m_filter->setFocus();
}

std::optional<std::size_t> PairWithDialog::chosenRow() const
{
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_model->comparisonRow(current.row());
}

} // namespace tally
