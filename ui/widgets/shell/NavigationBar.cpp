// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/NavigationBar.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace tally {

namespace {
constexpr int kCrumbWidth = 220;
}

NavigationBar::NavigationBar(Session& session, QWidget* parent)
    : QWidget(parent), m_session(session)
{
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(4, 0, 4, 0);
    m_layout->setSpacing(2);
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes &
            (SessionChange::History | SessionChange::ActiveFunction | SessionChange::Profile))
            rebuild();
    });
    rebuild();
}

void NavigationBar::rebuild()
{
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (!m_session.hasProfile()) {
        m_layout->addStretch();
        return;
    }
    std::vector<FunctionId> path = m_session.history().path();
    const FunctionId active = m_session.activeFunction();
    if (active.isValid() && (path.empty() || path.back() != active))
        path.push_back(active);
    const std::size_t first = path.size() > kMaximumShown ? path.size() - kMaximumShown : 0;
    if (first > 0)
        m_layout->addWidget(new QLabel(QStringLiteral("..."), this));
    const auto& history = m_session.history().path();
    for (std::size_t i = first; i < path.size(); ++i) {
        if (i > first)
            m_layout->addWidget(new QLabel(QStringLiteral("\u203a"), this));
        const QString name = m_session.profile()->functionName(path[i]);
        auto* crumb = new QToolButton(this);
        crumb->setAutoRaise(true);
        crumb->setText(fontMetrics().elidedText(name, Qt::ElideMiddle, kCrumbWidth));
        crumb->setToolTip(name);
        crumb->setProperty("crumb", name);
        const bool isLast = i + 1 == path.size();
        if (isLast) {
            QFont bold = crumb->font();
            bold.setBold(true);
            crumb->setFont(bold);
        } else if (i < history.size()) {
            connect(crumb, &QToolButton::clicked, this, [this, i] { m_session.goBackToEntry(i); });
        }
        m_layout->addWidget(crumb);
    }
    m_layout->addStretch();
}

QStringList NavigationBar::crumbs() const
{
    QStringList names;
    for (int i = 0; i < m_layout->count(); ++i) {
        if (auto* crumb = qobject_cast<QToolButton*>(m_layout->itemAt(i)->widget()))
            names << crumb->property("crumb").toString();
    }
    return names;
}

} // namespace tally
