// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/widgets/shell/FunctionFinder.h"

#include "core/text/FuzzyMatcher.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListView>
#include <QVBoxLayout>

namespace tally {

FunctionFinderModel::FunctionFinderModel(Session& session, QObject* parent)
    : QAbstractListModel(parent), m_session(session)
{
    if (!m_session.hasProfile())
        return;
    const Profile& profile = *m_session.profile();
    const FlatProfile& flat = m_session.flatProfile();
    for (const FunctionId f : profile.functionIds()) {
        if (flat.isPresent(f))
            m_candidates.push_back(f);
    }
    const int event = std::max(0, m_session.primaryEvent());
    std::sort(m_candidates.begin(), m_candidates.end(), [&](FunctionId a, FunctionId b) {
        return m_session.value(flat.inclusive(a), event) >
               m_session.value(flat.inclusive(b), event);
    });
    m_names.reserve(m_candidates.size());
    for (const FunctionId f : m_candidates)
        m_names.push_back(profile.functionName(f));
    setPattern(QString());
}

void FunctionFinderModel::setPattern(const QString& pattern)
{
    beginResetModel();
    m_matches.clear();
    if (pattern.isEmpty()) {
        for (std::size_t i = 0; i < m_candidates.size() && m_matches.size() < kMaximumMatches; ++i)
            m_matches.push_back(m_candidates[i]);
    } else {
        // Candidates are in cost order, so a stable sort by score keeps the costly first.
        std::vector<std::pair<int, std::size_t>> scored;
        for (std::size_t i = 0; i < m_candidates.size(); ++i) {
            const int score = fuzzy::score(pattern, m_names[i]);
            if (score >= 0)
                scored.emplace_back(score, i);
        }
        std::stable_sort(scored.begin(), scored.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        for (std::size_t i = 0; i < scored.size() && i < kMaximumMatches; ++i)
            m_matches.push_back(m_candidates[scored[i].second]);
    }
    endResetModel();
}

int FunctionFinderModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_matches.size());
}

QVariant FunctionFinderModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_matches.size()))
        return {};
    const FunctionId f = m_matches[index.row()];
    const Profile& profile = *m_session.profile();
    switch (role) {
    case Qt::DisplayRole:
        return profile.functionFile(f).isEmpty()
                   ? profile.functionName(f)
                   : QStringLiteral("%1    (%2)")
                         .arg(profile.functionName(f), profile.functionFile(f));
    case Qt::ToolTipRole:
        return profile.functionName(f);
    case FunctionIdRole:
        return f.index();
    default:
        return {};
    }
}

FunctionFinder::FunctionFinder(Session& session, QWidget* parent)
    : QDialog(parent), m_session(session), m_model(session)
{
    setWindowTitle(QStringLiteral("Go to Function"));
    m_edit = new QLineEdit(this);
    m_edit->setPlaceholderText(QStringLiteral("Type part of a function name"));
    m_list = new QListView(this);
    m_list->setModel(&m_model);
    m_list->setUniformItemSizes(true);
    m_list->setTextElideMode(Qt::ElideMiddle);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_edit);
    layout->addWidget(m_list);
    resize(700, 420);
    connect(m_edit, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_model.setPattern(text);
        m_list->setCurrentIndex(m_model.index(0, 0));
    });
    connect(m_edit, &QLineEdit::returnPressed, this, [this] { choose(m_list->currentIndex()); });
    connect(m_list, &QListView::activated, this, &FunctionFinder::choose);
    m_edit->installEventFilter(this);
    m_list->setCurrentIndex(m_model.index(0, 0));
}

bool FunctionFinder::eventFilter(QObject* watched, QEvent* event)
{
    // Up and Down in the text box move through the matches.
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up || key == Qt::Key_PageDown ||
            key == Qt::Key_PageUp) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void FunctionFinder::choose(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    m_session.navigateTo(FunctionId(index.data(FunctionIdRole).toUInt()));
    accept();
}

} // namespace tally
