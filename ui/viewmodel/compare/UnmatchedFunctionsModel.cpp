// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/UnmatchedFunctionsModel.h"

#include <algorithm>
#include <tuple>

namespace tally {

// At the namespace's scope, as the other compare models' (an alias in the anonymous namespace
// meets theirs in the unity build: -Wshadow).
using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

namespace {

// How alike two names read: the length of their common beginning plus that of their common end
// (compute and compute_fast, helper and new_helper), never more than the shorter name.
qsizetype likeness(const QString& a, const QString& b)
{
    const qsizetype shorter = std::min(a.size(), b.size());
    qsizetype begin = 0;
    while (begin < shorter && a[begin] == b[begin])
        ++begin;
    qsizetype end = 0;
    while (end < shorter - begin && a[a.size() - 1 - end] == b[b.size() - 1 - end])
        ++end;
    return begin + end;
}

} // namespace

UnmatchedFunctionsModel::UnmatchedFunctionsModel(
    std::shared_ptr<const ProfileComparison> comparison, std::size_t row, QObject* parent)
    : QAbstractListModel(parent), m_comparison(std::move(comparison))
{
    if (!m_comparison || row >= m_comparison->rowCount())
        return;
    const Kind kind = m_comparison->row(row).kind;
    if (kind != Kind::Added && kind != Kind::Removed)
        return;
    m_side = kind == Kind::Added ? Side::Base : Side::New;
    const Kind wanted = kind == Kind::Added ? Kind::Removed : Kind::Added;
    const QString name = m_comparison->name(row);
    struct Candidate
    {
        qsizetype likeness;
        qsizetype length;
        QString name;
        std::size_t row;
    };
    std::vector<Candidate> candidates;
    for (std::size_t r = 0; r < m_comparison->rowCount(); ++r) {
        if (m_comparison->row(r).kind != wanted)
            continue;
        QString other = m_comparison->name(r);
        candidates.push_back({likeness(name, other), other.size(), std::move(other), r});
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        return std::tie(b.likeness, a.length, a.name, a.row) <
               std::tie(a.likeness, b.length, b.name, b.row);
    });
    for (const Candidate& candidate : candidates)
        m_candidates.push_back(candidate.row);
    m_shown = m_candidates;
}

void UnmatchedFunctionsModel::setFilter(const QString& text)
{
    beginResetModel();
    m_shown.clear();
    for (const std::size_t r : m_candidates) {
        if (text.isEmpty() || m_comparison->name(r).contains(text, Qt::CaseInsensitive))
            m_shown.push_back(r);
    }
    endResetModel();
}

int UnmatchedFunctionsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

QVariant UnmatchedFunctionsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const std::size_t r = comparisonRow(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return m_comparison->name(r);
    case Qt::ToolTipRole:
        return tr("%1\nFile: %2\nObject: %3")
            .arg(m_comparison->name(r), m_comparison->file(r, m_side),
                 m_comparison->object(r, m_side));
    default:
        return {};
    }
}

} // namespace tally
