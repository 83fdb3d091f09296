// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/views/compare/ComparedEventsPanel.h"

#include "ui/viewmodel/compare/EventTotalsComparisonModel.h"
#include "ui/viewmodel/compare/SidePartsModel.h"

#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

namespace tally {

namespace {

QTreeView* tableOn(QAbstractItemModel* model, QWidget* parent)
{
    auto* table = new QTreeView(parent);
    table->setModel(model);
    table->setRootIsDecorated(false);
    table->setUniformRowHeights(true);
    table->setAllColumnsShowFocus(true);
    table->header()->setStretchLastSection(false);
    table->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < model->columnCount(); ++column)
        table->header()->resizeSection(column, 110);
    return table;
}

QString filesText(const QStringList& paths)
{
    if (paths.isEmpty())
        return QStringLiteral("?");
    QString text = QFileInfo(paths.front()).fileName().toHtmlEscaped();
    if (paths.size() > 1)
        text += ComparedEventsPanel::tr(" (+%n file(s))", nullptr, int(paths.size() - 1));
    return text;
}

} // namespace

ComparedEventsPanel::ComparedEventsPanel(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    m_totals = new EventTotalsComparisonModel(session, this);
    m_totals->setBackground(palette().color(QPalette::Base));
    m_parts = new SidePartsModel(session, this);
    m_caption = new QLabel(this);
    m_caption->setTextFormat(Qt::RichText);
    m_caption->setWordWrap(true);
    m_partsCaption =
        new QLabel(tr("Parts of each side (not matched: each side's own split)"), this);
    m_totalsTable = tableOn(m_totals, this);
    m_totalsTable->setObjectName(QStringLiteral("comparedTotals"));
    m_partsTable = tableOn(m_parts, this);
    m_partsTable->setObjectName(QStringLiteral("sideParts"));
    m_partsTable->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_partsTable->header()->setSectionResizeMode(SidePartsModel::Process, QHeaderView::Stretch);
    // A few parts show at once (runs have few); the event types take the rest.
    m_partsTable->setMaximumHeight(fontMetrics().height() * 6);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);
    layout->addWidget(m_caption);
    layout->addWidget(m_totalsTable, 3);
    layout->addWidget(m_partsCaption);
    layout->addWidget(m_partsTable, 1); // runs have few parts; event types are many

    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Comparison | SessionChange::Profile))
            onComparisonChanged();
    });
    onComparisonChanged();
}

void ComparedEventsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // Shown first, the panel would get what the splitter it is in (the Types view's) gives a
    // newcomer, a few rows: two thirds of it, the list and the chart (which show the new side
    // alone) a sixth each.
    auto* splitter = qobject_cast<QSplitter*>(parentWidget());
    if (m_sized || !splitter || splitter->count() != 3 || splitter->indexOf(this) != 0)
        return;
    m_sized = true;
    const QList<int> sizes = splitter->sizes();
    const int total = sizes[0] + sizes[1] + sizes[2];
    if (total > 0)
        splitter->setSizes({total * 2 / 3, total / 6, total - total * 2 / 3 - total / 6});
}

void ComparedEventsPanel::onComparisonChanged()
{
    setVisible(m_session.isComparing());
    m_caption->setText(
        tr("Totals compared: baseline <b>%1</b> &rarr; new <b>%2</b>")
            .arg(filesText(m_session.baselinePaths()), filesText(m_session.newPaths())));
}

void ComparedEventsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        m_totals->setBackground(palette().color(QPalette::Base));
    QWidget::changeEvent(event);
}

} // namespace tally
