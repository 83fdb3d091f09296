// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/ViewTabs.h"

#include <QDataStream>
#include <QIODevice>
#include <QSplitter>
#include <QTabWidget>

#include <QVBoxLayout>
#include <algorithm>

namespace tally {

ViewTabs::ViewTabs(QWidget* parent) : QWidget(parent)
{
    m_splitter = new QSplitter(Qt::Vertical, this);
    QSplitter* splitter = m_splitter;
    m_upper = new QTabWidget(splitter);
    m_lower = new QTabWidget(splitter);
    for (QTabWidget* tabs : {m_upper, m_lower}) {
        tabs->setDocumentMode(true);
        tabs->setUsesScrollButtons(true);
        splitter->addWidget(tabs);
    }
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void ViewTabs::addView(const QString& key, const QString& title, QWidget* view, Group group)
{
    view->setObjectName(title);
    this->group(group)->addTab(view, title);
    m_entries.push_back({key, view});
}

QWidget* ViewTabs::view(const QString& key) const
{
    for (const Entry& entry : m_entries) {
        if (entry.key == key)
            return entry.view;
    }
    return nullptr;
}

QWidget* ViewTabs::show(const QString& key)
{
    QWidget* found = view(key);
    if (!found)
        return nullptr;
    for (QTabWidget* tabs : {m_upper, m_lower}) {
        const int index = tabs->indexOf(found);
        if (index >= 0)
            tabs->setCurrentIndex(index);
    }
    return found;
}

QStringList ViewTabs::keys() const
{
    QStringList result;
    for (const Entry& entry : m_entries)
        result << entry.key;
    return result;
}

bool ViewTabs::isBusy() const
{
    for (QTabWidget* tabs : {m_upper, m_lower}) {
        const QWidget* current = tabs->currentWidget();
        if (current && current->property("busy").toBool())
            return true;
    }
    return false;
}

QByteArray ViewTabs::saveState() const
{
    QByteArray state;
    QDataStream out(&state, QIODevice::WriteOnly);
    out << m_splitter->saveState();
    for (const QTabWidget* tabs : {m_upper, m_lower}) {
        const auto current = std::find_if(m_entries.begin(), m_entries.end(), [&](const Entry& e) {
            return e.view == tabs->currentWidget();
        });
        out << (current == m_entries.end() ? QString() : current->key);
    }
    return state;
}

void ViewTabs::restoreState(const QByteArray& state)
{
    QDataStream in(state);
    QByteArray split;
    QString upper;
    QString lower;
    in >> split >> upper >> lower;
    if (in.status() != QDataStream::Ok)
        return; // nothing remembered, or from another version: the defaults stay
    m_splitter->restoreState(split);
    for (const QString& key : {upper, lower}) {
        if (!key.isEmpty())
            show(key);
    }
}

} // namespace tally
