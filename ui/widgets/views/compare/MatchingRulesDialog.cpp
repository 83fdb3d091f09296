// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/MatchingRulesDialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

namespace tally {

namespace {

QString linesOf(const std::vector<NameRewrite>& rewrites)
{
    QStringList lines;
    for (const NameRewrite& rewrite : rewrites)
        lines << rewrite.expression();
    return lines.join(QLatin1Char('\n'));
}

// The rewrites of a box, one a line (blank lines skipped); the first wrong line in `error`.
std::vector<NameRewrite> rewritesOf(const QPlainTextEdit& box, const QString& what, QString* error)
{
    std::vector<NameRewrite> rewrites;
    const QStringList lines = box.toPlainText().split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        QString why;
        if (auto rewrite = NameRewrite::parse(line, &why)) {
            rewrites.push_back(std::move(*rewrite));
        } else if (error->isEmpty()) {
            *error = QCoreApplication::translate("tally::MatchingRulesDialog", "%1, line %2: %3")
                         .arg(what)
                         .arg(i + 1)
                         .arg(why);
        }
    }
    return rewrites;
}

QPlainTextEdit* ruleBox(const std::vector<NameRewrite>& rewrites, const QString& placeholder,
                        QWidget* parent)
{
    auto* box = new QPlainTextEdit(linesOf(rewrites), parent);
    box->setPlaceholderText(placeholder);
    box->setLineWrapMode(QPlainTextEdit::NoWrap);
    box->setTabChangesFocus(true);
    box->setFixedHeight(box->fontMetrics().lineSpacing() * 5 + 12);
    return box;
}

} // namespace

MatchingRulesDialog::MatchingRulesDialog(const MatchingRules& rules, QWidget* parent)
    : QDialog(parent), m_kept(rules.pairs)
{
    setWindowTitle(tr("Matching Rules"));
    auto* intro = new QLabel(
        tr("Names are rewritten before the two profiles are matched, so that a renamed function "
           "or a moved file still pairs up. One rule a line, <code>s/REGEX/REPLACEMENT/</code> "
           "with <code>g</code> (every match) or <code>i</code> (any case) after it; "
           "<code>\\1</code> is the first group, <code>\\/</code> a slash."),
        this);
    intro->setWordWrap(true);
    m_functions = ruleBox(rules.functionRewrites, QStringLiteral("s/_v[0-9]+$//"), this);
    m_files = ruleBox(rules.fileRewrites, QStringLiteral("s/src\\/old/src\\/new/"), this);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("ruleError"));
    m_error->setWordWrap(true);
    m_pairs = new QListWidget(this);
    m_pairs->setSelectionMode(QAbstractItemView::ExtendedSelection);
    for (const ManualPair& pair : rules.pairs)
        m_pairs->addItem(tr("%1 \u2192 %2").arg(pair.base.name, pair.current.name));
    m_pairs->setFixedHeight(m_pairs->fontMetrics().lineSpacing() * 4 + 12);
    auto* removePair = new QPushButton(tr("Unpair"), this);
    removePair->setToolTip(tr("Undo the selected pairs made by hand"));
    removePair->setEnabled(false);
    connect(m_pairs, &QListWidget::itemSelectionChanged, removePair,
            [this, removePair] { removePair->setEnabled(!m_pairs->selectedItems().isEmpty()); });
    connect(removePair, &QPushButton::clicked, this, [this] {
        for (int row = m_pairs->count() - 1; row >= 0; --row) {
            if (m_pairs->item(row)->isSelected()) {
                m_kept.erase(m_kept.begin() + row);
                // takeItem hands the item over to its caller.
                std::unique_ptr<QListWidgetItem>(m_pairs->takeItem(row)).reset();
            }
        }
    });

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Function names:"), m_functions);
    form->addRow(tr("File names:"), m_files);
    form->addRow(QString(), m_error);
    auto* pairsRow = new QVBoxLayout;
    pairsRow->addWidget(m_pairs);
    pairsRow->addWidget(removePair, 0, Qt::AlignLeft);
    form->addRow(tr("Paired by hand:"), pairsRow);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(560, sizeHint().height());

    connect(m_functions, &QPlainTextEdit::textChanged, this, &MatchingRulesDialog::validate);
    connect(m_files, &QPlainTextEdit::textChanged, this, &MatchingRulesDialog::validate);
    validate();
}

QPushButton* MatchingRulesDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

MatchingRules MatchingRulesDialog::rules() const
{
    QString error;
    MatchingRules rules;
    rules.functionRewrites = rewritesOf(*m_functions, tr("Function names"), &error);
    rules.fileRewrites = rewritesOf(*m_files, tr("File names"), &error);
    rules.pairs = m_kept;
    return rules;
}

void MatchingRulesDialog::validate()
{
    QString error;
    rewritesOf(*m_functions, tr("Function names"), &error);
    rewritesOf(*m_files, tr("File names"), &error);
    m_error->setText(error.isEmpty() ? QString()
                                     : tr("<b>Not valid:</b> %1").arg(error.toHtmlEscaped()));
    m_error->setVisible(!error.isEmpty());
    okButton()->setEnabled(error.isEmpty());
}

} // namespace tally
